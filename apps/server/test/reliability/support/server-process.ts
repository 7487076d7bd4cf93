import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createEmptyPostgresDatabase, freePort } from '../../support/index.js';

const SERVER_ROOT = join(import.meta.dirname, '../../..');
const MAIN = join(SERVER_ROOT, 'src/main.ts');

export const RELIABILITY_API_KEY = 'reliability-client-key';
export const RELIABILITY_JWT_SECRET = 'reliability-secret-reliability-secret!';

export interface ServerProcess {
  readonly base: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything the process printed, for assertions on logs and for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
}

/**
 * Where instances on `databaseUrl` keep uploaded photos: one directory per database, as
 * instances behind a load balancer must share their storage (docs/deployment-and-scaling.md,
 * "Uploaded photos"; a start on another is refused).
 */
export const sharedMediaDir = (databaseUrl: string) =>
  join(
    tmpdir(),
    `holidaze-reliability-media-${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 16)}`,
  );

/**
 * The real server as `npm start` runs it (its own process, real sockets), so that tests can
 * kill it with any signal. Instances that share a database share the JWT secret and the photo
 * storage, as a deployment behind a load balancer must.
 */
export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl
        ? { DATABASE_URL: options.databaseUrl, MEDIA_DIR: sharedMediaDir(options.databaseUrl) }
        : {}),
      SEED: 'none',
      JWT_SECRET: RELIABILITY_JWT_SECRET,
      CLIENT_API_KEY: RELIABILITY_API_KEY,
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      // Cheap password hashes, and room for every client a test starts at once.
      PASSWORD_HASH_COST: '10',
      PASSWORD_HASH_QUEUE: '10000',
      // Every test client comes from 127.0.0.1: the connection caps are proven on their own.
      MAX_CONNECTIONS: '0',
      MAX_CONNECTIONS_PER_IP: '0',
      WEB_DIST_DIR: join(options.dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const ready = await Promise.race([
    waitForOutput(() => printed, /ready on /, 60_000),
    exited.then(() => false),
  ]);
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`The server did not start:\n${printed.slice(-2_000)}`);
  }
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => printed,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * What a suite starts, undone in its `afterAll`: the server processes it starts through `start`
 * (killed with `signal`), the data directories it makes through `dataDir`, and the empty
 * PostgreSQL database it asks for through `emptyDatabase` (dropped).
 */
export function useServerProcesses(signal: NodeJS.Signals = 'SIGTERM') {
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  const databases: { drop(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill(signal)));
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    await Promise.all(databases.map((database) => database.drop()));
  });
  return {
    dataDir(prefix: string): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    async start(options: ServerOptions): Promise<ServerProcess> {
      const server = await startServerProcess(options);
      servers.push(server);
      return server;
    },
    async emptyDatabase(): Promise<{ url: string }> {
      const database = await createEmptyPostgresDatabase();
      databases.push(database);
      return database;
    },
  };
}

async function waitForOutput(read: () => string, pattern: RegExp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pattern.test(read())) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
