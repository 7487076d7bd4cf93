import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * pg_dump and pg_restore: from PG_BIN_DIR when set (e.g. /usr/lib/postgresql/15/bin, where
 * Debian keeps them), from PATH otherwise. Their major version must be at least the server's.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', pgBinDir: string | undefined): string {
  return pgBinDir ? join(pgBinDir, name) : name;
}

/**
 * A libpq connection for the tools without the password on their command line (where `ps`
 * shows it to every user): the URL without it, and the password in PGPASSWORD.
 */
export function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

export async function runPgTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(`${tool} not found: install PostgreSQL's client tools or set PG_BIN_DIR.`);
    }
    throw new Error(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
