import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, todayUtc } from '@holidaze/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmptyPostgresDatabase,
  postgresTestUrl,
  startSmtpServer,
  type TestSmtpServer,
} from '../support/index.js';
import { castAcross, createVenue, registerUser, send } from './support/http-api.js';
import { pgbouncerAvailable, startPgBouncer, type Bouncer } from './support/pgbouncer.js';
import { pick, seededRandom } from './support/scale.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { until } from './support/until.js';

const runBehindPgBouncer =
  (postgresTestUrl() && pgbouncerAvailable()) || process.env.CI === 'true'
    ? describe
    : describe.skip;

/** STATEMENT_TIMEOUT's default: 90 % of the 15 s request deadline. */
const STATEMENT_TIMEOUT = '13500ms';

/**
 * Two server processes whose DATABASE_URL is PgBouncer in transaction pooling, with fewer
 * server connections than the instances' pools: each transaction may run on any session. What
 * needs a session of its own (LISTEN for the cache, the start-up advisory lock, migrations) goes
 * over DATABASE_DIRECT_URL; the statement timeout comes from the role.
 */
runBehindPgBouncer('two instances behind PgBouncer in transaction pooling', () => {
  let database: { url: string; drop(): Promise<void> };
  let bouncer: Bouncer;
  let smtp: TestSmtpServer;
  let client: pg.Client;
  const dirs: string[] = [];
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const name = new URL(database.url).pathname.slice(1);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `ALTER ROLE CURRENT_USER IN DATABASE ${name} SET statement_timeout = '${STATEMENT_TIMEOUT}'`,
    );
    bouncer = await startPgBouncer(database.url);
    smtp = await startSmtpServer();
    // Both start at once on the empty database: migrations and the one seeding race.
    servers = await Promise.all(
      [0, 1].map(() => {
        const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-pooled-'));
        dirs.push(dataDir);
        return startServerProcess({
          dataDir,
          databaseUrl: bouncer.urlFor(database.url),
          env: {
            DATABASE_DIRECT_URL: database.url,
            SMTP_URL: smtp.url,
            JOB_POLL: '100ms',
          },
        });
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    await client?.end();
    await bouncer?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it('serves through the pooler with the role’s statement timeout', async () => {
    for (const server of servers) {
      expect(server.output()).not.toMatch(/statement_timeout is/);
    }
    const pooled = new pg.Client({ connectionString: bouncer.urlFor(database.url) });
    await pooled.connect();
    try {
      const { rows } = await pooled.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect(rows[0]!.statement_timeout).toBe('13500ms');
    } finally {
      await pooled.end();
    }
    // The connections that LISTEN bypass the pooler: PostgreSQL sees them come from the servers,
    // two per server (the shared cache's channel and the live events').
    const listening = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE application_name = 'holidaze-changes' AND datname = current_database()`,
    );
    expect(listening.rows[0]!.n).toBe(4);
  });

  it('stores every acknowledged booking and no overlap', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { travellers, venueIds } = await castAcross(a.base, b.base, 'pooled', {
      travellers: 4,
      venues: 3,
    });
    const random = seededRandom(Date.now());
    const firstDay = addDays(todayUtc(), 10);
    const answers = await Promise.all(
      Array.from({ length: pick(150, 1_000) }, (_, i) => {
        const dateFrom = addDays(firstDay, random(40));
        const attempt = {
          venueId: venueIds[random(venueIds.length)]!,
          dateFrom,
          dateTo: addDays(dateFrom, 1 + random(5)),
        };
        return send<{ data: { id: string } }>((i % 2 ? b : a).base, 'POST', '/holidaze/bookings', {
          user: travellers[random(travellers.length)]!,
          body: { ...attempt, guests: 1 },
        });
      }),
    );
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const acknowledged = answers.filter((answer) => answer.status === 201);
    expect(acknowledged.length).toBeGreaterThan(0);

    const stored = await client.query<{ id: string }>('SELECT id FROM bookings');
    expect(stored.rows.map((row) => row.id).sort()).toEqual(
      acknowledged.map((answer) => answer.body.data.id).sort(),
    );
    const overlaps = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings x JOIN bookings y
         ON x.venue_id = y.venue_id AND x.id < y.id
        AND daterange(x.date_from, x.date_to) && daterange(y.date_from, y.date_to)`,
    );
    expect(overlaps.rows[0]!.n).toBe(0);
  }, 120_000);

  it('empties the other instance’s cache on a write through one', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const host = await registerUser(b.base, 'pooled_cache_host', true);
    const venueId = await createVenue(a.base, host, 'Cached behind the pooler');
    const nameOn = async (server: ServerProcess) =>
      (await send<{ data: { name: string } }>(server.base, 'GET', `/holidaze/venues/${venueId}`))
        .body.data.name;
    for (let round = 0; round < pick(10, 50); round += 1) {
      const [writer, reader] = round % 2 ? [b, a] : [a, b];
      await nameOn(reader);
      await nameOn(reader);
      const name = `Cached behind the pooler ${round}`;
      const renamed = await send(writer.base, 'PUT', `/holidaze/venues/${venueId}`, {
        user: host,
        body: { name },
      });
      expect(renamed.status).toBe(200);
      expect(await nameOn(reader)).toBe(name);
    }
  }, 120_000);

  it('delivers each mail once with both instances running the jobs', async () => {
    const count = async (where: string) =>
      (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox ${where}`))
        .rows[0]!.n;
    await until(async () => (await count('WHERE sent_at IS NULL')) === 0, 60_000, 'the outbox');
    const sent = await count('WHERE sent_at IS NOT NULL');
    // Booking notes and confirmations from the race above, at least two per booking.
    expect(sent).toBeGreaterThan(2);
    expect(smtp.received).toHaveLength(sent);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(sent);
  }, 120_000);
});
