// Hearts on and off (docs/performance.md, "Wishlists"): what a traveller waits for when they press
// a heart, over HTTP on one keep-alive connection, on PGlite with the demo data. Each person
// presses at most 100 times, under the 120 a minute a person may (docs/security.md, "Wishlists"),
// so every answer timed is a real save or removal, never a 429.
// Alone: `node scripts/bench/wishlist-hearts.mjs` (builds nothing; starts a demo server).
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { summarize } from './latency.mjs';
import { withDemoServer } from './throughput-ratio.mjs';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function timed(method, url, headers) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { method, agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`);
  return response.json();
}

/** A new traveller, signed in, with an API key: a bearer token and key as the web app sends. */
async function traveller(url, i) {
  const name = `bench_heart_${Date.now().toString(36)}${i}`.slice(0, 20);
  const body = { name, email: `${name}@stud.noroff.no`, password: 'bench-hearts-pass' };
  const post = (path, data, headers = {}) =>
    json(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(data),
    });
  await post('/api/auth/register', body);
  const { data } = await post('/api/auth/login', { email: body.email, password: body.password });
  const authorization = `Bearer ${data.accessToken}`;
  const key = await post('/api/auth/create-api-key', { name: 'bench' }, { authorization });
  return { authorization, 'x-noroff-api-key': key.data.key };
}

/**
 * `people` travellers each press hearts on `perPerson` / 2 venues, on then off: the first press of
 * each person makes their default list. The p95 of each, with the status of every answer checked.
 */
export async function measureHearts(url, { people = 5, perPerson = 100, warmup = 10, log } = {}) {
  const venues = (await json(`${url}/api/holidaze/venues?limit=100`)).data.map((v) => v.id);
  const on = [];
  const off = [];
  // The bell's unread count, timed between the presses: a signed-in read of one small query, the
  // same authentication, on the same machine at the same moment (a yardstick when it is loaded).
  const bell = [];
  for (let p = 0; p < people; p += 1) {
    const headers = await traveller(url, p);
    for (let i = 0; i < perPerson / 2; i += 1) {
      const venue = venues[i % venues.length];
      const saved = await timed('PUT', `${url}/api/holidaze/wishlists/saved/${venue}`, headers);
      if (saved.status !== 200) throw new Error(`heart on: ${saved.status}`);
      const removed = await timed(
        'DELETE',
        `${url}/api/holidaze/wishlists/saved/${venue}`,
        headers,
      );
      if (removed.status !== 204) throw new Error(`heart off: ${removed.status}`);
      const unread = await timed('GET', `${url}/api/holidaze/notifications/unread`, headers);
      if (unread.status !== 200) throw new Error(`unread: ${unread.status}`);
      // The first presses of the first person warm the server up and are not counted.
      if (p === 0 && i < warmup / 2) continue;
      on.push(saved.ms);
      off.push(removed.ms);
      bell.push(unread.ms);
    }
  }
  const result = {
    on: summarize(on),
    off: summarize(off),
    both: summarize([...on, ...off]),
    bell: summarize(bell),
  };
  log?.(
    `  heart on p50 ${result.on.p50.toFixed(1)} ms, p95 ${result.on.p95.toFixed(1)} ms; off p50 ${result.off.p50.toFixed(1)} ms, p95 ${result.off.p95.toFixed(1)} ms (n=${result.both.n}; target p95 ≤ 20 ms); the bell's unread count meanwhile p50 ${result.bell.p50.toFixed(1)} ms, p95 ${result.bell.p95.toFixed(1)} ms`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  await withDemoServer(root, (url) => measureHearts(url, { log: console.log }));
}
