import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { POSTGRES_BIN_DIR } from '../../support/postgres-cluster.js';

const SERVER_ROOT = join(import.meta.dirname, '../../..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One of the operator's commands (`npm run backup`, `npm run restore`: thin scripts over these
 * files) in its own process, configured only by its environment as an operator's would be.
 */
export function runOpsCli(
  command: 'backup' | 'restore',
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string | undefined } & Record<string, string | undefined>,
): Promise<CliRun> {
  const script = join(SERVER_ROOT, `src/ops/${command}-cli.ts`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      {
        cwd: SERVER_ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PG_BIN_DIR: POSTGRES_BIN_DIR,
          ...env,
        },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
