import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, todayUtc } from '@holidaze/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, postgresTestUrl } from '../support/index.js';
import { castAcross, createVenue, registerUser, send } from './support/http-api.js';
import { pick, seededRandom } from './support/scale.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

const runOnPostgres = postgresTestUrl() || process.env.CI === 'true' ? describe : describe.skip;

interface Attempt {
  venueId: string;
  dateFrom: string;
  dateTo: string;
}

/**
 * The scale-out proof: two server processes over one PostgreSQL, as behind a load balancer.
 * Overlapping booking attempts race through both; the database's exclusion constraint must let
 * no overlap in, every 201 must be stored, and every 409 must be a genuine conflict.
 */
runOnPostgres('two server instances over one PostgreSQL', () => {
  const attempts = pick(200, 2_000);
  const seed = Date.now();
  let database: { url: string; drop(): Promise<void> };
  let dirs: string[] = [];
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'holidaze-instance-')));
    // Both start at once: their migrations race too, as two fresh instances' would.
    servers = await Promise.all(
      dirs.map((dataDir) => startServerProcess({ dataDir, databaseUrl: database.url })),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    await database?.drop();
  });

  it(`stores every acknowledged booking and no overlap (seed ${seed})`, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { travellers, venueIds } = await castAcross(a.base, b.base, 'scale', {
      travellers: 6,
      venues: 5,
    });

    const random = seededRandom(seed);
    const firstDay = addDays(todayUtc(), 10);
    const plan = Array.from({ length: attempts }, (_, i) => {
      const dateFrom = addDays(firstDay, random(60));
      const attempt: Attempt = {
        venueId: venueIds[random(venueIds.length)]!,
        dateFrom,
        dateTo: addDays(dateFrom, 1 + random(6)),
      };
      return { attempt, server: i % 2 ? b : a, user: travellers[random(travellers.length)]! };
    });

    const answers = await Promise.all(
      plan.map(({ attempt, server, user }) =>
        send<{ data: { id: string } }>(server.base, 'POST', '/holidaze/bookings', {
          user,
          body: { ...attempt, guests: 1 },
        }).then((answer) => ({ ...answer, attempt })),
      ),
    );

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].every((status) => status === 201 || status === 409)).toBe(true);
    const acknowledged = answers.filter((answer) => answer.status === 201);
    expect(acknowledged.length).toBeGreaterThan(0);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const stored = await client.query<{ id: string; venue_id: string; from: string; to: string }>(
        `SELECT id, venue_id, date_from::text AS "from", date_to::text AS "to" FROM bookings`,
      );
      expect(stored.rows).toHaveLength(acknowledged.length);
      const storedIds = new Set(stored.rows.map((row) => row.id));
      for (const answer of acknowledged) expect(storedIds.has(answer.body.data.id)).toBe(true);

      const overlaps = await client.query(
        `SELECT count(*)::int AS n FROM bookings x JOIN bookings y
           ON x.venue_id = y.venue_id AND x.id < y.id
          AND daterange(x.date_from, x.date_to) && daterange(y.date_from, y.date_to)`,
      );
      expect(overlaps.rows[0].n).toBe(0);

      // A refusal is only right when the stay really collides with a stored one.
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        const { venueId, dateFrom, dateTo } = refused.attempt;
        const collides = stored.rows.some(
          (row) => row.venue_id === venueId && row.from < dateTo && dateFrom < row.to,
        );
        expect(collides, JSON.stringify(refused.attempt)).toBe(true);
      }
    } finally {
      await client.end();
    }
  }, 120_000);

  /**
   * Each instance serves public reads from its own cache (decision 016). A change through one
   * instance must never leave the other serving what it just changed: the database announces
   * every change to every instance (migration 011) when it commits, before the writer answers.
   */
  it('never serves from one instance what the other has just changed', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const host = await registerUser(a.base, 'cache_host', true);
    const traveller = await registerUser(b.base, 'cache_guest');
    const venueId = await createVenue(a.base, host, 'Cached on both');
    const read = async (server: ServerProcess) => {
      const detail = await send<{ data: { name: string; bookings: unknown[] } }>(
        server.base,
        'GET',
        `/holidaze/venues/${venueId}?_bookings=true`,
      );
      const newest = await send<{ data: { id: string; name: string }[] }>(
        server.base,
        'GET',
        '/holidaze/venues?sort=created&sortOrder=desc&limit=5',
      );
      return {
        name: detail.body.data.name,
        held: detail.body.data.bookings.length,
        listedAs: newest.body.data.find((venue) => venue.id === venueId)?.name,
      };
    };
    const firstNight = addDays(todayUtc(), 200);
    for (let round = 0; round < pick(20, 100); round += 1) {
      const [writer, reader] = round % 2 ? [b, a] : [a, b];
      await read(reader);
      const before = await read(reader);
      const name = `Cached on both ${round}`;
      const renamed = await send(writer.base, 'PUT', `/holidaze/venues/${venueId}`, {
        user: host,
        body: { name },
      });
      expect(renamed.status).toBe(200);
      expect(await read(reader)).toEqual({ ...before, name, listedAs: name });
      const dateFrom = addDays(firstNight, round);
      const booked = await send(writer.base, 'POST', '/holidaze/bookings', {
        user: traveller,
        body: { venueId, dateFrom, dateTo: addDays(dateFrom, 1), guests: 1 },
      });
      expect(booked.status).toBe(201);
      expect((await read(reader)).held).toBe(before.held + 1);
    }
  }, 120_000);
});
