// `npm start`: build the web app and the server bundle when missing or older than their sources,
// prepare the embedded database's template likewise, then run the server bundle with plain Node
// (decision 017); it serves the API and the built web app on one port.
import { spawnSync, spawn } from 'node:child_process';
import { isStale, root } from './build-output.mjs';
import { ensureServerBundle, SERVER_BUNDLE } from './build-server.mjs';
import { ensurePGliteTemplate } from './pglite-template.mjs';

const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/domain/src',
];
if (isStale('apps/web/dist/index.html', webSources)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await ensureServerBundle();

// Without a template the server still starts, only more slowly the first time.
if (!ensurePGliteTemplate()) console.warn('Could not prepare the database template; continuing.');

const server = spawn(process.execPath, [SERVER_BUNDLE], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
