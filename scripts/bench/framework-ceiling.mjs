// Throughput against the framework's limit: each route of the product server side by side with a
// bare Fastify server (bare-fastify-server.mjs) sending the same bytes, interleaved in slices so
// both see the same background load. Without compression on either side: the ratio is the cost of
// everything the product does per request beyond what the framework must.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../apps/server/test/support/postgres-cluster.ts';

function load(url, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p50: result.latency.p50 });
    });
  });
}

async function startBareServer(root, responses) {
  const dir = mkdtempSync(join(tmpdir(), 'holidaze-bare-'));
  const file = join(dir, 'responses.json');
  writeFileSync(file, JSON.stringify(responses));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/bench/bare-fastify-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), BARE_RESPONSES: file },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error('the bare server exited');
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The bytes the product answers for each route, uncompressed, as the bare server will send them. */
async function responsesOf(baseUrl, routes) {
  const responses = {};
  for (const route of routes) {
    const response = await fetch(`${baseUrl}${route.path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (response.status !== 200) throw new Error(`${route.path}: ${response.status}`);
    responses[route.path] = {
      contentType: response.headers.get('content-type'),
      body: Buffer.from(await response.arrayBuffer()).toString('base64'),
    };
  }
  return responses;
}

/**
 * For each route: requests per second of the product and of the bare server for the same URL,
 * `rounds` slices each, alternating. `ratio` compares the sums; `medianRatio` is the median of
 * the rounds' own ratios, which a burst of other work on the machine moves least.
 */
export async function measureAgainstFramework(
  root,
  baseUrl,
  routes,
  { connections = 50, seconds = 20, rounds = 4, log = () => {} } = {},
) {
  const bare = await startBareServer(root, await responsesOf(baseUrl, routes));
  const slice = { connections, seconds: seconds / rounds };
  try {
    const results = [];
    for (const route of routes) {
      const ours = [];
      const framework = [];
      // Untimed first: both servers' code paths warmed (JIT) before any slice counts.
      await load(`${baseUrl}${route.path}`, { connections, seconds: 1 });
      await load(`${bare.url}${route.path}`, { connections, seconds: 1 });
      for (let round = 0; round < rounds; round += 1) {
        ours.push(await load(`${baseUrl}${route.path}`, slice));
        framework.push(await load(`${bare.url}${route.path}`, slice));
      }
      const rps = (runs) => runs.reduce((sum, run) => sum + run.rps, 0) / runs.length;
      const roundRatios = ours.map((run, i) => run.rps / framework[i].rps).sort((x, y) => x - y);
      const result = {
        ...route,
        rps: rps(ours),
        p50: Math.max(...ours.map((run) => run.p50)),
        frameworkRps: rps(framework),
        medianRatio: roundRatios[Math.floor(roundRatios.length / 2)],
      };
      result.ratio = result.rps / result.frameworkRps;
      results.push(result);
      log(
        `  ${route.name}: ${result.rps.toFixed(0)} req/s, bare Fastify ${result.frameworkRps.toFixed(0)} req/s: ${(100 * result.ratio).toFixed(1)} % (median of rounds ${(100 * result.medianRatio).toFixed(1)} %)`,
      );
    }
    return results;
  } finally {
    await bare.stop();
  }
}
