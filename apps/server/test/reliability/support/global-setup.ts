import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The servers these proofs start on an empty PGlite data directory begin from the embedded
 * database's first-start template, as `npm start` does (scripts/pglite-template.mjs makes it
 * when it is missing or stale), rather than each running PGlite's initdb for seconds.
 */
export default function setup() {
  const root = join(import.meta.dirname, '../../../../..');
  const made = spawnSync(process.execPath, ['scripts/pglite-template.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (made.status !== 0) throw new Error('Could not make the first-start database template');
}
