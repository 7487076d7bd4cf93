// From starting the server as `npm start` does (the bundle of scripts/build-server.mjs with plain
// Node) on a built checkout with an empty data directory to the first 200 of the venue list:
// opening the embedded database, migrations and the demo seed included.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_BUNDLE } from '../build-server.mjs';
import { freePort } from '../../apps/server/test/support/postgres-cluster.ts';

/**
 * `withoutTemplate` hides the prebuilt database template (apps/server/build) for the run, so
 * PGlite creates its database from scratch: the comparison the template is for.
 */
export async function measureColdStart(root, { withoutTemplate = false } = {}) {
  const port = await freePort();
  const template = join(root, 'apps/server/build/pglite-template');
  const hidden = `${template}.hidden`;
  const hide = withoutTemplate && existsSync(template);
  if (hide) renameSync(template, hidden);
  const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-bench-'));
  const started = performance.now();
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'silent',
    },
  });
  try {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/holidaze/venues?limit=1`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the server did not answer within 30 s');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    if (hide) renameSync(hidden, template);
  }
}
