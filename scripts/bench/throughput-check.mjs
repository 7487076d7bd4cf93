// CI's throughput regression check (`npm run test:throughput`): the short run of
// throughput-ratio.mjs, failing when a ratio drops by more than a fifth below the baseline
// `npm run bench` last recorded (the lowest of its last three short runs). Ratios measured side by side in one run, never absolute times.
import {
  ALLOWED_DROP,
  measureRatios,
  readRecord,
  regressions,
  SHORT_RUN,
  withDemoServer,
} from './throughput-ratio.mjs';

const root = new URL('../..', import.meta.url).pathname;
const { baseline } = readRecord();
if (!baseline) {
  console.error('No recorded ratios (scripts/bench/throughput-record.json): run `npm run bench`.');
  process.exit(1);
}
console.log(
  `Throughput against bare Fastify, demo data on PGlite; baseline recorded ${baseline.date} at ${baseline.commit} (the lowest of the last three short runs):`,
);
const short = await withDemoServer(root, (url) =>
  measureRatios(root, url, { ...SHORT_RUN, log: (line) => console.log(line) }),
);
for (const result of short) {
  console.log(
    `  ${result.key}: ${(100 * result.medianRatio).toFixed(1)} % (recorded ${(100 * baseline[result.key]).toFixed(1)} %, floor ${(100 * baseline[result.key] * (1 - ALLOWED_DROP)).toFixed(1)} %)`,
  );
}
const dropped = regressions(short, baseline);
if (dropped.length > 0) {
  for (const result of dropped) {
    console.error(
      `Throughput regression: ${result.name} at ${(100 * result.medianRatio).toFixed(1)} % of bare Fastify, more than a fifth below the recorded ${(100 * result.recorded).toFixed(1)} %.`,
    );
  }
  process.exit(1);
}
