import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
 * Runs `work` with a libpq connection string for the tools that carries no password on their
 * command line (where `ps` shows it to every user): the password goes into a password file of
 * this user's only, named by the string's `passfile`, and removed afterwards.
 */
export async function withConnectionFor<T>(
  databaseUrl: string,
  work: (dbname: string) => Promise<T>,
): Promise<T> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  if (!password) return work(url.toString());
  url.password = '';
  const dir = mkdtempSync(join(tmpdir(), 'holidaze-pgpass-'));
  try {
    const passfile = join(dir, 'pgpass');
    const escaped = password.replaceAll('\\', '\\\\').replaceAll(':', '\\:');
    writeFileSync(passfile, `*:*:*:*:${escaped}\n`, { mode: 0o600 });
    url.searchParams.set('passfile', passfile);
    return await work(url.toString());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runPgTool(tool: string, args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(`${tool} not found: install PostgreSQL's client tools or set PG_BIN_DIR.`);
    }
    throw new Error(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
