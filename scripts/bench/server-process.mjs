// Starts the product server (bench-server.ts: the app of `main.ts` plus a constant route) as a
// child process for a benchmark and stops
// it again. Rate limits are lifted: a benchmark is one client sending thousands of requests.
import { spawn } from 'node:child_process';
import { freePort } from '../../apps/server/test/support/postgres-cluster.ts';

export async function startServer(
  root,
  env,
  { timeoutMs = 120_000, entry = 'scripts/bench/bench-server.ts', nodeArgs = [] } = {},
) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000000',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    const ok = await fetch(`${url}/api/holidaze/venues?limit=1`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) {
      return {
        url,
        pid: child.pid,
        async stop() {
          if (child.exitCode !== null) return;
          child.kill('SIGTERM');
          await new Promise((resolve) => child.once('exit', resolve));
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s: ${stderr}`);
}
