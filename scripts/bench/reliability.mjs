// The reliability proofs of apps/server/test/reliability at full size (RELIABILITY_SCALE=full):
// 2 000 racing bookings over two instances, 10 crashes per engine, 600 model sequences, the
// hostile-input fuzzers ×10 and a 60 s mixed load. Returns the outcome, the load figures and the
// times the proofs measure without judging (answers at a deadline, slow clients cut).
import { runVitest } from './run-vitest.mjs';

export async function runReliabilityProofs({ log = console.log } = {}) {
  const started = Date.now();
  const { code, plain } = await runVitest(
    ['--config', 'apps/server/vitest.reliability.config.ts', '--reporter', 'verbose'],
    { env: { ...process.env, RELIABILITY_SCALE: 'full' } },
  );
  const loadLine = /mixed load \((\w+)\): (\{.*\})/.exec(plain);
  // Times the proofs measure but do not judge (test/reliability/support/bench-figure.ts).
  const figures = [...plain.matchAll(/bench figure: (\{.*\})/g)].map((m) => JSON.parse(m[1]));
  const tests = [...plain.matchAll(/^\s*([✓×↓])\s+(.+?)(?:\s+\d+ms)?$/gm)].map((m) => ({
    passed: m[1] === '✓',
    name: m[2].trim(),
  }));
  const result = {
    passed: code === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    tests,
    load: loadLine ? { engine: loadLine[1], ...JSON.parse(loadLine[2]) } : undefined,
    figures,
  };
  log(
    `reliability proofs (full): ${result.passed ? 'all passed' : 'FAILED'} in ${result.seconds} s`,
  );
  if (!result.passed) log(plain.slice(-3000));
  return result;
}
