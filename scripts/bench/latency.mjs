// Sequential requests over one keep-alive connection, timed from the client: what one user waits.
import { Agent, request } from 'node:http';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET as a browser sends it (compression accepted as Chromium does); resolves with the status and the milliseconds. */
export function timedGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      url,
      { agent, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const run = Date.now().toString(36);

/**
 * `url` with a parameter of its own that the API ignores (unknown query parameters are dropped),
 * so that a public read is not answered from the shared cache of public reads: the time of the
 * work itself, as the first read after a change meets it.
 */
export function uncachedUrl(url, i) {
  return `${url}${url.includes('?') ? '&' : '?'}_uncached=${run}${i}`;
}

/**
 * `count` timed requests after `warmup` untimed ones; throws on any status but 200. With
 * `uncached`, each goes to its own `uncachedUrl`.
 */
export async function measureLatency(
  url,
  { count = 200, warmup = 20, headers = {}, uncached = false } = {},
) {
  const samples = [];
  for (let i = 0; i < warmup + count; i += 1) {
    const target = uncached ? uncachedUrl(url, i) : url;
    const { status, ms } = await timedGet(target, headers);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    if (i >= warmup) samples.push(ms);
  }
  return summarize(samples);
}
