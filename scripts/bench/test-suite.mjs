// The inner test loop's wall time: `npx vitest run` as a developer runs it (decision 010), with
// CI=true so that the PostgreSQL suites run too. Target: 90 s on a quiet machine (decision 010).
import { spawn } from 'node:child_process';

export const TEST_SUITE_BEFORE = {
  seconds: 219,
  note: '1,207 tests with the reliability proofs, CI=true, quiet machine',
};

export function measureTestSuite(root, { log = console.log } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run'], {
      cwd: root,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => {
      // eslint-disable-next-line no-control-regex
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
      const tests = /Tests\s+(?:\d+ failed \| )?(\d+) passed/.exec(plain);
      const result = {
        passed: code === 0,
        seconds: Math.round((Date.now() - started) / 100) / 10,
        tests: tests ? Number(tests[1]) : undefined,
      };
      log(
        `npx vitest run: ${result.passed ? 'green' : 'FAILED'}, ${result.tests ?? '?'} tests in ${result.seconds} s`,
      );
      resolve(result);
    });
  });
}
