import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { backup, defaultBackupFile } from './backup.js';

/**
 * `npm run backup [-- FILE]`: a consistent copy of the configured database (DATABASE_URL or
 * DATA_DIR, as the server reads them), safe while the server runs. docs/deployment-and-scaling.md,
 * "Backups".
 */
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new Error('Usage: npm run backup [-- FILE]');
  const config = loadConfig();
  const { file, bytes, how } = await backup(config, positionals[0] ?? defaultBackupFile(config));
  console.log(
    `Backed up ${config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`} to ${file} (${bytes} bytes; ${how}).`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
