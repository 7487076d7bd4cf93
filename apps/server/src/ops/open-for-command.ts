import type { Config } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { openDatabase, type DatabaseHandle } from '../db/open-database.js';
import { requestBackup } from './backup-socket.js';

/**
 * The configured database for an operator's command (`npm run reports`, `npm run rates`). The
 * embedded one, while a server holds it, is read from a copy the server makes (as `npm run
 * backup` does): the command may read it, but what it wrote would be lost.
 */
export async function openForCommand(
  config: Config,
): Promise<{ handle: DatabaseHandle; readOnlyCopy: boolean }> {
  if (config.databaseUrl) {
    const handle = await openDatabase({
      databaseUrl: config.databaseDirectUrl ?? config.databaseUrl,
      poolSize: 1,
    });
    return { handle, readOnlyCopy: false };
  }
  try {
    return { handle: await openDatabase({ dataDir: config.dataDir }), readOnlyCopy: false };
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const copy = await requestBackup(config.dataDir);
    const handle = await openDatabase({
      inMemory: true,
      loadDataDir: new Blob([copy], { type: 'application/x-gzip' }),
    });
    return { handle, readOnlyCopy: true };
  }
}
