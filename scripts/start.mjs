// `npm start`: build the web app when its build is missing or older than its sources, prepare
// the embedded database's template likewise, then run the server, which serves the API and the
// built web app on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePGliteTemplate } from './pglite-template.mjs';

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

// The embedded database's first-start template: remade when the migrations or PGlite changed.
// Without a template the server still starts, only more slowly the first time.
if (!ensurePGliteTemplate()) console.warn('Could not prepare the database template; continuing.');

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
