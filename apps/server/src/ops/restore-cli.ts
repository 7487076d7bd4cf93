import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { restore, TargetNotEmptyError } from './restore.js';

/**
 * `npm run restore -- FILE [--force]`: puts a backup into the configured database, which must be
 * empty unless --force. Stop the servers of that database first. Exit code 2 when refused
 * because the target holds data. docs/deployment-and-scaling.md, "Backups".
 */
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new Error('Usage: npm run restore -- FILE [--force]');
  console.log(await restore(loadConfig(), positionals[0]!, { force: values.force }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof TargetNotEmptyError ? 2 : 1;
}
