// Throughput with autocannon (loopback, keep-alive, compression accepted as Chromium does): requests per
// second of a route, measured right after the constant-JSON ceiling of the same server.
import autocannon from 'autocannon';
import { CEILING_PATH } from './ceiling-path.mjs';

function run(url, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        }
        resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
  });
}

/**
 * Each route side by side with the ceiling, interleaved in `rounds` slices (route, ceiling, route,
 * ceiling…) so both see the same background load: the ratio survives a shared, drifting machine.
 */
export async function measureThroughput(
  baseUrl,
  routes,
  { connections = 50, seconds = 20, rounds = 4, log },
) {
  const slice = { connections, seconds: seconds / rounds };
  const combine = (runs) => ({
    rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
  });
  const results = [];
  for (const route of routes) {
    const routeRuns = [];
    const ceilingRuns = [];
    for (let round = 0; round < rounds; round += 1) {
      routeRuns.push(await run(`${baseUrl}${route.path}`, slice));
      ceilingRuns.push(await run(`${baseUrl}${CEILING_PATH}`, slice));
    }
    const measured = combine(routeRuns);
    const ceiling = combine(ceilingRuns);
    results.push({ ...route, ...measured, ceiling, ratio: measured.rps / ceiling.rps });
    log(
      `  ${route.name}: ${measured.rps.toFixed(0)} req/s, ceiling ${ceiling.rps.toFixed(0)} req/s: ${((100 * measured.rps) / ceiling.rps).toFixed(0)} %`,
    );
  }
  return { routes: results };
}
