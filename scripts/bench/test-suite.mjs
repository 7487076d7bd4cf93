// The inner test loop's wall time: `npx vitest run` as a developer runs it (decision 010), with
// CI=true so that the PostgreSQL suites run too. Target: 90 s on a quiet machine (decision 010).
import { runVitest } from './run-vitest.mjs';

export const TEST_SUITE_BEFORE = {
  seconds: 219,
  note: '1,207 tests with the reliability proofs, CI=true, quiet machine',
};

export async function measureTestSuite(root, { log = console.log } = {}) {
  const started = Date.now();
  const { code, plain } = await runVitest([], { cwd: root, env: { ...process.env, CI: 'true' } });
  const tests = /Tests\s+(?:\d+ failed \| )?(\d+) passed/.exec(plain);
  const result = {
    passed: code === 0,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    tests: tests ? Number(tests[1]) : undefined,
  };
  log(
    `npx vitest run: ${result.passed ? 'green' : 'FAILED'}, ${result.tests ?? '?'} tests in ${result.seconds} s`,
  );
  return result;
}
