// One vitest run in a child process for the benchmarks: its output (stdout and stderr, colours
// taken out) and exit code once it ends.
import { spawn } from 'node:child_process';

export function runVitest(args, options) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], {
      ...options,
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
      resolve({ code, plain: output.replace(/\x1b\[[0-9;]*m/g, '') });
    });
  });
}
