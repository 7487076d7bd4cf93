// Map search at scale (docs/decisions/029-map-search.md): the browse list inside a map box with
// dates and guests, and the map's clusters and pins, over HTTP against a seeded database, none
// answered from the cache of public reads; then the largest map answer at every zoom.
// Run alone: node --import tsx scripts/bench/map-at-scale.mjs [--engine postgres|pglite]
//   [--venues N] [--bookings N] [--requests N]
// (defaults: PostgreSQL 100 000 / 1 000 000, PGlite 10 000 / 100 000).
import { parseArgs } from 'node:util';
import { summarize, timedGet, uncachedUrl } from './latency.mjs';

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// The seed spreads venues up to 0.2° around each demo town (bulk-seed.ts).
const BERGEN = '4.9,60.2,5.8,60.6';
const NORWAY = '-1.5,56.5,31.5,71.5';
const EUROPE = '-25,34,45,72';
const WORLD = '-180,-85,180,85';

const stay = () => ({ dateFrom: day(30), dateTo: day(33), guests: '2' });
const query = (params) => new URLSearchParams(params).toString();

export function mapShapes() {
  const list = (bbox) =>
    `/api/holidaze/venues?${query({ bbox, ...stay(), sort: 'created', sortOrder: 'desc', limit: '12', page: '1' })}`;
  const map = (bbox, zoom) => `/api/holidaze/venues/map?${query({ bbox, zoom, ...stay() })}`;
  // The same search without a box, as "city + dates + guests" in the search benchmark: what the
  // machine gives a search of known cost at this moment, to read the others against.
  const reference = `/api/holidaze/venues?${query({ q: 'bergen', ...stay(), guests: '4', sort: 'created', sortOrder: 'desc', limit: '12', page: '1' })}`;
  return [
    { name: 'reference: city + dates + guests, no box', path: reference },
    { name: 'list: Bergen box + dates + guests', path: list(BERGEN), target: true },
    { name: 'list: Norway box + dates + guests', path: list(NORWAY), target: true },
    { name: 'list: Europe box + dates + guests', path: list(EUROPE), target: true },
    { name: 'map: Norway at zoom 5 + dates + guests', path: map(NORWAY, '5'), target: true },
    { name: 'map: Bergen at zoom 10 + dates + guests', path: map(BERGEN, '10'), target: true },
    { name: 'map: the world at zoom 2 + dates + guests', path: map(WORLD, '2') },
  ];
}

async function bytesOf(url) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** p50/p95/p99 of each shape; then the largest map answer (uncompressed) at zooms 0 to 18. */
export async function timeMapSearch(url, { requests, log }) {
  const shapes = [];
  for (const shape of mapShapes()) {
    const samples = [];
    const warmup = 10;
    for (let i = 0; i < warmup + requests; i += 1) {
      const { status, ms } = await timedGet(uncachedUrl(`${url}${shape.path}`, i));
      if (status !== 200) throw new Error(`${shape.path} answered ${status}`);
      if (i >= warmup) samples.push(ms);
    }
    const http = summarize(samples);
    shapes.push({ shape: shape.name, path: shape.path, target: shape.target ?? false, http });
    log(`  ${shape.name}: p50 ${http.p50.toFixed(1)} ms, p95 ${http.p95.toFixed(1)} ms`);
  }
  let largest = { bytes: 0, bbox: '', zoom: 0 };
  for (const bbox of [WORLD, EUROPE, NORWAY, BERGEN]) {
    for (let zoom = 0; zoom <= 18; zoom += 1) {
      const path = `/api/holidaze/venues/map?${query({ bbox, zoom: String(zoom), ...stay() })}`;
      const bytes = await bytesOf(uncachedUrl(`${url}${path}`, zoom));
      if (bytes > largest.bytes) largest = { bytes, bbox, zoom };
    }
  }
  log(
    `  largest map answer: ${(largest.bytes / 1024).toFixed(1)} KB (box ${largest.bbox}, zoom ${largest.zoom}; limit 100 KB)`,
  );
  return { shapes, largest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'postgres' },
      venues: { type: 'string' },
      bookings: { type: 'string' },
      requests: { type: 'string', default: '200' },
    },
  });
  const postgres = values.engine === 'postgres';
  const venues = Number(values.venues ?? (postgres ? 100_000 : 10_000));
  const bookings = Number(values.bookings ?? venues * 10);
  const requests = Number(values.requests);
  const root = new URL('../..', import.meta.url).pathname;
  const { withPGliteServer, withPostgresServer } = await import('./search-at-scale.mjs');
  const log = (message) => console.log(message);
  const run = postgres ? withPostgresServer : withPGliteServer;
  const result = await run(root, { venues, bookings, log }, async ({ url }) => ({
    map: await timeMapSearch(url, { requests, log }),
  }));
  console.log(JSON.stringify({ engine: values.engine, venues, bookings, ...result }));
}
