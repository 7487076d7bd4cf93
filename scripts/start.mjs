// `npm start`: build the web app and the server bundle when missing or older than their sources,
// prepare the embedded database's template likewise, then run the server bundle with plain Node
// (decision 017); it serves the API and the built web app on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_BUNDLE, SERVER_SOURCES } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/domain/src'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

const stale =
  !existsSync(builtIndex) ||
  sources.some((path) => newestMtime(path) > statSync(builtIndex).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (
  !existsSync(SERVER_BUNDLE) ||
  SERVER_SOURCES.some((path) => newestMtime(path) > statSync(SERVER_BUNDLE).mtimeMs)
) {
  console.log('Building the server…');
  await buildServer();
}

// The embedded database's first-start template: remade when the migrations or PGlite changed.
const templateStamp = join(root, 'apps/server/build/pglite-template.json');
const templateInputs = [
  'apps/server/src/db/migrations',
  'apps/server/src/db/migrate.ts',
  'apps/server/src/db/open-database-template.ts',
  'node_modules/@electric-sql/pglite/package.json',
];
if (
  !existsSync(templateStamp) ||
  templateInputs.some((path) => newestMtime(path) > statSync(templateStamp).mtimeMs)
) {
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/db/open-database-template-cli.ts'],
    { stdio: 'inherit', cwd: root },
  );
  // Without a template the server still starts, only more slowly the first time.
  if (made.status !== 0) console.warn('Could not prepare the database template; continuing.');
}

const server = spawn(process.execPath, [SERVER_BUNDLE], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
