// `npm run bench`: every benchmark of docs/performance.md, printed as it runs and written there.
// Options: --quick (smaller data sets, fewer requests, 5 s throughput runs: a smoke test of the
// harness, not the figures), --skip-scale, --skip-lighthouse, --skip-reliability,
// --skip-test-suite, --skip-photos, --report-only (write the document again from the last run's results, kept in
// .bench/last-run.json).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { measureRoutes } from './bench/bundle-size.mjs';
import { buildServer } from './build-server.mjs';
import { measureColdStart } from './bench/cold-start.mjs';
import { lighthousePages } from './bench/lighthouse-pages.mjs';
import { postgresAvailable, runScaleBenchmarks } from './bench/scale-benchmarks.mjs';
import { performanceReport } from './bench/report.mjs';
import { runReliabilityProofs } from './bench/reliability.mjs';
import { measureHearts } from './bench/wishlist-hearts.mjs';
import { measureTestSuite } from './bench/test-suite.mjs';
import { measurePhotoUploads } from './bench/photo-uploads.mjs';
import {
  measureRatios,
  SHORT_RUN,
  withDemoServer,
  writeRecord,
} from './bench/throughput-ratio.mjs';

register();
const root = new URL('..', import.meta.url).pathname;
const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-reliability': { type: 'boolean', default: false },
    'skip-test-suite': { type: 'boolean', default: false },
    'skip-photos': { type: 'boolean', default: false },
    'report-only': { type: 'boolean', default: false },
    // Say so when others are known to be using the machine (a load average alone cannot tell).
    'shared-machine': { type: 'boolean', default: false },
  },
});
const lastRun = join(root, '.bench/last-run.json');
function writeDocument(results) {
  const path = join(root, 'docs/performance.md');
  writeFileSync(path, performanceReport(results));
  spawnSync('npx', ['prettier', '--write', path], { cwd: root, stdio: 'ignore' });
}
if (options['report-only']) {
  writeDocument(JSON.parse(readFileSync(lastRun, 'utf8')));
  console.log('Wrote docs/performance.md from .bench/last-run.json');
  process.exit(0);
}
const log = (message) => console.log(message);
const load = [];
const sampleLoad = () => load.push(loadavg()[0]);
const started = Date.now();
sampleLoad();

// First, while the machine is quiet: the inner test loop (decision 010).
let testSuite;
if (options['skip-test-suite']) log('Test suite skipped (--skip-test-suite).');
else {
  log('Test suite: npx vitest run (CI=true)…');
  testSuite = await measureTestSuite(root, { log });
  sampleLoad();
}

log('Building the web app…');
const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) throw new Error('web build failed');
const routes = measureRoutes(join(root, 'apps/web/dist'));
console.table(
  routes.map((r) => ({
    route: r.route,
    'JS KB gz': r.jsKb.toFixed(1),
    'CSS KB gz': r.cssKb.toFixed(1),
  })),
);

// The headline ratios against bare Fastify (docs/performance.md, "Throughput against the
// framework's limit") on the demo data: at length for the document, and CI's short run,
// whose figures become the record CI compares with (scripts/bench/throughput-record.json).
log('Throughput against bare Fastify on PGlite with the demo data (no compression)…');
const frameworkRatios = await withDemoServer(root, async (url) => ({
  full: await measureRatios(root, url, {
    seconds: options.quick ? 8 : 20,
    rounds: 4,
    connections: 50,
    log,
  }),
  short: await measureRatios(root, url, { ...SHORT_RUN, log }),
}));
sampleLoad();

log('Wishlists: hearts on and off on PGlite with the demo data…');
const hearts = await withDemoServer(root, (url) =>
  measureHearts(url, options.quick ? { people: 1, perPerson: 40, log } : { log }),
);
sampleLoad();

let scale;
if (options['skip-scale']) log('Scale benchmarks skipped (--skip-scale).');
else if (!postgresAvailable())
  log('PostgreSQL 15 binaries missing: PostgreSQL benchmarks skipped.');
if (!options['skip-scale']) {
  scale = await runScaleBenchmarks(root, {
    quick: options.quick,
    log,
    withPostgres: postgresAvailable(),
  });
  sampleLoad();
}

let photos;
if (options['skip-photos']) log('Photo uploads skipped (--skip-photos).');
else {
  log('Photo uploads: a 12 MP JPEG into its variants, and reads while 10 upload at once…');
  photos = await measurePhotoUploads(root, { quick: options.quick, log });
  sampleLoad();
}

let lighthouse;
if (options['skip-lighthouse']) log('Lighthouse skipped (--skip-lighthouse).');
else {
  log(
    "Lighthouse (mobile) and the venue page's largest image, with uploaded photos on the pages measured…",
  );
  lighthouse = await lighthousePages(root, { log });
  sampleLoad();
}

log(
  'Cold start (npm start builds the server and prepares the database template first, as on a built checkout)…',
);
await buildServer();
spawnSync(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/db/open-database-template-cli.ts'],
  {
    cwd: root,
    stdio: 'ignore',
  },
);
const coldStarts = { template: [], scratch: [] };
for (let i = 0; i < 3; i += 1) {
  coldStarts.template.push(await measureColdStart(root));
  coldStarts.scratch.push(await measureColdStart(root, { withoutTemplate: true }));
}
for (const runs of Object.values(coldStarts)) runs.sort((a, b) => a - b);
log(
  `  with the template: median ${(coldStarts.template[1] / 1000).toFixed(2)} s; created from scratch: ${(coldStarts.scratch[1] / 1000).toFixed(2)} s`,
);
sampleLoad();

let reliability;
if (options['skip-reliability']) log('Reliability proofs skipped (--skip-reliability).');
else {
  log('Reliability proofs at full size (two instances, crashes, model, hostile input, 60 s load)…');
  // No load sample after it: its own processes would read as other work on the machine.
  reliability = await runReliabilityProofs({ log });
}

const command = `npm run bench${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
const date = new Date().toISOString().slice(0, 10);
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).stdout.trim();
const ratioRecord = options.quick
  ? undefined
  : writeRecord({
      date,
      commit,
      short: frameworkRatios.short,
      full: frameworkRatios.full,
      postgres: scale?.postgres?.frameworkRatios,
    });
const results = {
  command,
  date,
  commit,
  routes,
  frameworkRatios,
  ratioRecord,
  scale,
  lighthouse,
  coldStarts,
  reliability,
  testSuite,
  photos,
  load,
  minutes: (Date.now() - started) / 60_000,
  sharedMachine: options['shared-machine'],
  hearts,
};
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(lastRun, JSON.stringify(results, null, 2));
writeDocument(results);
log('Wrote docs/performance.md');
if ((reliability && !reliability.passed) || (testSuite && !testSuite.passed)) process.exitCode = 1;
