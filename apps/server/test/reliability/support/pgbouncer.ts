import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/index.js';

/** Debian's PgBouncer (package `pgbouncer`), which CI installs beside PostgreSQL 15. */
export const PGBOUNCER = '/usr/sbin/pgbouncer';

export function pgbouncerAvailable(): boolean {
  return existsSync(PGBOUNCER);
}

export interface Bouncer {
  /** `clusterUrl` with host and port of the pooler instead. */
  urlFor(clusterUrl: string): string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * PgBouncer in transaction pooling in front of a test cluster, on a free 127.0.0.1 port, every
 * database passed through, with fewer server connections than its clients hold (so each
 * transaction really may land on another session), trusting the users as the throwaway clusters
 * do. It refuses to run as root: then it runs as `postgres`, as the clusters do.
 */
export async function startPgBouncer(
  clusterUrl: string,
  { serverConnections = 6 }: { serverConnections?: number } = {},
): Promise<Bouncer> {
  const cluster = new URL(clusterUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'holidaze-pgbouncer-'));
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'userlist.txt'), `"${cluster.username}" ""\n`);
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${cluster.hostname} port=${cluster.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 500',
      '',
    ].join('\n'),
  );
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    for (const path of [dir, ini, join(dir, 'userlist.txt')]) chownSync(path, uid, gid);
  }
  const child = isRoot
    ? spawn('runuser', ['-u', 'postgres', '--', PGBOUNCER, ini], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(PGBOUNCER, [ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`PgBouncer did not start:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    urlFor(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    output: () => printed,
    stop,
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
