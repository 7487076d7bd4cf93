// The embedded database's first-start template (apps/server/src/db/open-database-template.ts):
// made when it is missing, or older than the migrations, the code that makes it or PGlite.
// `npm start`, the browser tests' server and the reliability proofs' servers start from it, as a
// deployment does; without it a first start runs PGlite's initdb, seconds of WebAssembly.
// `node scripts/pglite-template.mjs` does the same from the command line.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { isStale, root } from './build-output.mjs';

/** Its stamp, written last: the template is whole when the stamp is newer than its sources. */
const stamp = 'apps/server/build/pglite-template.json';
const sources = [
  'apps/server/src/db/migrations',
  'apps/server/src/db/migrate.ts',
  'apps/server/src/db/open-database-template.ts',
  'node_modules/@electric-sql/pglite/package.json',
];

/** Makes the template when it is stale; false when that failed (a server still starts without). */
export function ensurePGliteTemplate() {
  if (!isStale(stamp, sources)) return true;
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/db/open-database-template-cli.ts'],
    { stdio: 'inherit', cwd: root },
  );
  return made.status === 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(ensurePGliteTemplate() ? 0 : 1);
}
