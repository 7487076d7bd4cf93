import {
  chmodSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/open-database.js';
import { requestBackup } from './backup-socket.js';
import { pgTool, runPgTool, withConnectionFor } from './pg-tools.js';

export interface BackupResult {
  file: string;
  bytes: number;
  /** How the copy was made, for the operator. */
  how: string;
}

/** The file a backup goes to when none is named: `backups/` in the current directory. */
export function defaultBackupFile(config: Config, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return config.databaseUrl
    ? join('backups', `holidaze-${stamp}.pgdump`)
    : join('backups', `holidaze-${stamp}.tar.gz`);
}

/**
 * A consistent copy of the whole database while the server keeps serving. PostgreSQL: pg_dump's
 * custom format, one snapshot of one transaction, over the direct connection (a transaction
 * pooler cannot carry pg_dump's session). Embedded: the data directory as a gzipped tarball,
 * made by whoever holds the directory: this command when no server runs, the running server
 * otherwise (backup-socket.ts). The file appears whole or not at all, readable by its owner only:
 * it holds every password hash and, embedded, a generated JWT secret.
 */
export async function backup(config: Config, file: string): Promise<BackupResult> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    const how = config.databaseUrl
      ? await dumpPostgres(config, partial)
      : await dumpEmbedded(config.dataDir, partial);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, how };
  } finally {
    rmSync(partial, { force: true });
  }
}

async function dumpPostgres(config: Config, file: string): Promise<string> {
  await withConnectionFor(config.databaseDirectUrl ?? config.databaseUrl!, (dbname) =>
    runPgTool(pgTool('pg_dump', config.pgBinDir), [
      '--format=custom',
      `--file=${file}`,
      `--dbname=${dbname}`,
    ]),
  );
  return 'pg_dump, one consistent snapshot';
}

async function dumpEmbedded(dataDir: string, file: string): Promise<string> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${dataDir}: nothing to back up.`);
  }
  let handle;
  try {
    handle = await openDatabase({ dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    writeFileSync(file, await requestBackup(dataDir), { mode: 0o600 });
    return `copied by the running server (pid ${error.pid})`;
  }
  try {
    const snapshot = await handle.snapshot!();
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()), { mode: 0o600 });
  } finally {
    await handle.close();
  }
  return 'no server running: copied by this command';
}
