// The headline ratios of decision 016: venue detail and the first page of browse (newest) against a
// bare Fastify server sending the same bytes (framework-ceiling.mjs), on the embedded database
// with the demo data, as `npm start` serves it. `npm run bench` measures them at length and
// keeps its figures in throughput-record.json as history. No test or CI gate reads them: the ratio
// moves with the machine's state (docs/testing.md, "No test depends on the machine's speed").
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureAgainstFramework } from './framework-ceiling.mjs';
import { startServer } from './server-process.mjs';

export const RECORD_PATH = new URL('./throughput-record.json', import.meta.url).pathname;
/** The short run: a few seconds per route and side, in slices. */
export const SHORT_RUN = { seconds: 7, rounds: 7, connections: 50 };

export async function ratioRoutes(url) {
  const response = await fetch(`${url}/api/holidaze/venues?sort=bookings&sortOrder=desc&limit=1`);
  const id = (await response.json()).data[0].id;
  return [
    {
      key: 'venueDetail',
      name: 'venue detail (owner + bookings)',
      path: `/api/holidaze/venues/${id}?_owner=true&_bookings=true`,
    },
    {
      key: 'browse',
      name: 'browse search (newest, page 1)',
      path: '/api/holidaze/venues?guests=2&sort=created&sortOrder=desc&limit=12&page=1',
    },
  ];
}

/** The product server on a new embedded database with the demo data, for `work(url)`. */
export async function withDemoServer(root, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-bench-demo-'));
  try {
    const server = await startServer(root, { DATA_DIR: dataDir, SEED: 'demo' });
    try {
      return await work(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureRatios(root, url, options) {
  return measureAgainstFramework(root, url, await ratioRoutes(url), options);
}

export function readRecord() {
  try {
    return JSON.parse(readFileSync(RECORD_PATH, 'utf8'));
  } catch {
    return { history: [] };
  }
}

/** Adds the run to the history (the last 20). */
export function writeRecord({ commit, date, short, full, postgres }) {
  const record = readRecord();
  const figures = (results) =>
    Object.fromEntries(
      results.map((result) => [result.key, Number(result.medianRatio.toFixed(3))]),
    );
  const entry = {
    date,
    commit,
    short: figures(short),
    full: figures(full),
    ...(postgres ? { postgres: figures(postgres) } : {}),
  };
  const history = [...(record.history ?? []), entry].slice(-20);
  const next = { history };
  writeFileSync(RECORD_PATH, `${JSON.stringify(next, null, 2)}\n`);
  return next;
}
