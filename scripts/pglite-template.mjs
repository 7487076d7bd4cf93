// The embedded database's first-start template (apps/server/src/db/open-database-template.ts):
// made when it is missing, or older than the migrations, the code that makes it or PGlite.
// `npm start`, the browser tests' server and the reliability proofs' servers start from it, as a
// deployment does; without it a first start runs PGlite's initdb, seconds of WebAssembly.
// `node scripts/pglite-template.mjs` does the same from the command line.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const template = join(root, 'apps/server/build/pglite-template.tar.gz');
const inputs = [
  'apps/server/src/db/migrations',
  'apps/server/src/db/migrate.ts',
  'apps/server/src/db/open-database-template.ts',
  'node_modules/@electric-sql/pglite/package.json',
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

/** Makes the template when it is stale; false when that failed (a server still starts without). */
export function ensurePGliteTemplate() {
  if (
    existsSync(template) &&
    inputs.every((path) => newestMtime(path) <= statSync(template).mtimeMs)
  ) {
    return true;
  }
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
