import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A throwaway PostgreSQL 15 cluster (about a second to start): initdb into a temp directory,
 * listen on 127.0.0.1 and a free port, remove everything on stop. When running as root the
 * server runs as the `postgres` user, which PostgreSQL insists on.
 */
export const POSTGRES_BIN_DIR = '/usr/lib/postgresql/15/bin';

const run = promisify(execFile);

export interface PostgresCluster {
  /** Superuser URL of the `postgres` database. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** fsync and synchronous commit off: fine for tests, wrong for durability benchmarks. */
  fast?: boolean;
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string | number>;
}

export function postgresBinariesAvailable(): boolean {
  return (
    existsSync(join(POSTGRES_BIN_DIR, 'initdb')) && existsSync(join(POSTGRES_BIN_DIR, 'pg_ctl'))
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs `work` on a client connected to `url`, and closes the client whatever happens. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function asPostgresUser(command: string, args: string[]): [string, string[]] {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  if (!postgresBinariesAvailable()) {
    throw new Error(`PostgreSQL 15 binaries not found in ${POSTGRES_BIN_DIR}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'holidaze-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const initdb = join(POSTGRES_BIN_DIR, 'initdb');
  const pgCtl = join(POSTGRES_BIN_DIR, 'pg_ctl');
  try {
    await run(
      ...asPostgresUser(initdb, [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
      ]),
    );
    const port = await freePort();
    const settings: Record<string, string | number> = {
      listen_addresses: '127.0.0.1',
      port,
      unix_socket_directories: dir,
      ...(options.fast ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
      ...options.settings,
    };
    const serverOptions = Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    await run(
      ...asPostgresUser(pgCtl, [
        '-D',
        dataDir,
        '-w',
        '-l',
        join(dir, 'server.log'),
        '-o',
        serverOptions,
        'start',
      ]),
    );
    let stopped = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await run(...asPostgresUser(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']));
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    try {
      await run(...asPostgresUser(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']));
    } catch {
      // It never started.
    }
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
