// `npm run bench`: the benchmarks that exist so far, printed as a table and written to
// docs/performance.md. Search at scale, throughput and Lighthouse are still to come (see that file).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { measureRoutes } from './bench/bundle-size.mjs';
import { measureColdStart } from './bench/cold-start.mjs';

const root = new URL('..', import.meta.url).pathname;
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const BUDGET_KB = 130;
const COLD_START_TARGET_MS = 5000;

console.log('Building the web app…');
const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) throw new Error('web build failed');

const routes = measureRoutes(join(root, 'apps/web/dist'));
console.table(
  routes.map((r) => ({
    route: r.route,
    'JS KB gz': r.jsKb.toFixed(1),
    'CSS KB gz': r.cssKb.toFixed(1),
    chunks: r.chunks,
  })),
);

const runs = [];
for (let i = 0; i < 3; i += 1) runs.push(await measureColdStart(root));
runs.sort((a, b) => a - b);
const median = runs[1];
console.log(
  `Cold start (median of 3): ${(median / 1000).toFixed(2)} s [${runs.map((ms) => (ms / 1000).toFixed(2)).join(', ')}]`,
);

const rows = routes
  .map(
    (r) =>
      `| ${r.route} | ${r.jsKb.toFixed(1)} | ${r.cssKb.toFixed(1)} | ${r.jsKb <= BUDGET_KB ? 'yes' : '**no**'} |`,
  )
  .join('\n');
writeFileSync(
  join(root, 'docs/performance.md'),
  `# Performance

Latest figures from \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.
Machine: ${machine}.

## Initial download per route (production build, gzipped)
What the browser loads before the page can be used: the entry chunk, the route's page chunk and
their static imports. Heavy parts (map, date picker, room carousel) are separate chunks loaded
when the page shows them. Budget: ${BUDGET_KB} KB of JavaScript per route.

| route | JS KB | CSS KB | within budget |
|---|---|---|---|
${rows}

## Cold start
From starting the server on a built checkout with an empty data directory to the first 200 of
\`GET /api/holidaze/venues\` (embedded database created, migrations, demo seed): median
**${(median / 1000).toFixed(2)} s** of 3 runs (${runs.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s).
Target ${COLD_START_TARGET_MS / 1000} s: ${median <= COLD_START_TARGET_MS ? 'met' : '**not met** — creating the embedded PGlite database takes about 3 s of it on this machine'}.

## Still to measure
Search at scale on PostgreSQL (100 000 venues, 1 000 000 bookings) and on PGlite, throughput
against a constant-JSON ceiling, and Lighthouse scores: not written yet.
`,
);
console.log('Wrote docs/performance.md');
