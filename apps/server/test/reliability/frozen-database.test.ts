import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, todayUtc } from '@holidaze/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresBinariesAvailable,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/index.js';
import { timedFigure } from './support/bench-figure.js';
import { createVenue, registerUser, send, type ApiUser } from './support/http-api.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

const runWithPostgres =
  postgresBinariesAvailable() || process.env.CI === 'true' ? describe : describe.skip;

/** The postmaster's pid (first line of postmaster.pid) and every process it started. */
async function postgresProcesses(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ dir: string }>(
    `SELECT current_setting('data_directory') AS dir`,
  );
  await client.end();
  const postmaster = Number(
    readFileSync(join(rows[0]!.dir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent; the name before it may hold spaces.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** Signals each process still there (a backend may have ended since it was listed). */
function signal(pids: number[], name: 'SIGSTOP' | 'SIGCONT') {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Gone already.
    }
  }
}

/**
 * The whole database frozen (SIGSTOP to the postmaster and every backend, as a stalled disk or
 * a paused VM would): the server answers 503 at its deadline instead of holding the client,
 * its health check says so on its own timer, and when the database wakes up nothing the client was
 * told had failed is committed, so its retry succeeds (no 409 against its own booking).
 */
runWithPostgres('a frozen PostgreSQL', () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let dataDir: string;
  let pids: number[] = [];
  let frozen = false;

  beforeAll(async () => {
    cluster = await startPostgresCluster({ fast: true });
    dataDir = mkdtempSync(join(tmpdir(), 'holidaze-frozen-'));
    server = await startServerProcess({
      dataDir,
      databaseUrl: cluster.url,
      env: { REQUEST_TIMEOUT: '1s' },
    });
  }, 120_000);

  afterAll(async () => {
    if (frozen) signal(pids, 'SIGCONT');
    await server?.kill('SIGTERM');
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('503 at the deadline, health 503, and nothing committed after waking', async () => {
    const host = await registerUser(server.base, 'frozen_host', true);
    const guest: ApiUser = await registerUser(server.base, 'frozen_guest');
    const venueId = await createVenue(server.base, host, 'Frozen lake cabin');
    const dateFrom = addDays(todayUtc(), 30);
    const stay = { venueId, dateFrom, dateTo: addDays(dateFrom, 3), guests: 1 };

    // A read the shared cache of public reads holds: answered from it only once the server has
    // heard the database's pending announcements, which a frozen database never confirms.
    const cachedRead = `${server.base}/api/holidaze/venues/${venueId}?_owner=true&_bookings=true`;
    for (let i = 0; i < 3; i += 1) expect((await fetch(cachedRead)).status).toBe(200);

    pids = await postgresProcesses(cluster.url);
    frozen = true;
    signal(pids, 'SIGSTOP');
    try {
      // Frozen until after every answer: that they come at all is the deadline's and the health
      // check's timers. How soon depends on the machine: a benchmark figure, not asserted.
      const read = await timedFigure(
        'frozen database: cached read answered 503 (1 s deadline)',
        2_500,
        () => fetch(cachedRead),
      );
      expect(read.status).toBe(503);
      const booking = await timedFigure(
        'frozen database: booking answered 503 (1 s deadline)',
        2_500,
        () => send(server.base, 'POST', '/holidaze/bookings', { user: guest, body: stay }),
      );
      expect(booking.status).toBe(503);
      const health = await timedFigure('frozen database: health answered 503', 2_000, () =>
        fetch(`${server.base}/api/health`),
      );
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', database: 'not answering' });
    } finally {
      signal(pids, 'SIGCONT');
      frozen = false;
    }

    // Once every session of ours is idle again, the stay must be free: the retry books it.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      for (;;) {
        const { rows } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND state <> 'idle'`,
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const stored = await client.query('SELECT id FROM bookings');
      expect(stored.rows).toEqual([]);
    } finally {
      await client.end();
    }
    const retry = await send(server.base, 'POST', '/holidaze/bookings', {
      user: guest,
      body: stay,
    });
    expect(retry.status).toBe(201);
  }, 60_000);
});
