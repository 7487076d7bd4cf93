import { AsyncResource } from 'node:async_hooks';
import { tracingChannel } from 'node:diagnostics_channel';
import { addDays, todayUtc } from '@holidaze/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PoolTimeouts } from '../../src/db/postgres-pool.js';
import { TIMED_OUT_MESSAGE } from '../../src/http/error-handler.js';
import { createEmptyPostgresDatabase, describeEachEngine } from '../support/index.js';
import { appOverDatabase, type AppOverDatabase as Setup } from './support/app-over-database.js';
import { call, createUser, listVenue, type TestUser } from './support/test-app.js';

/**
 * Fastify's handler tracing: `onStart` runs as the booking handler starts, and the returned
 * promise resolves once that handler has settled (long after its 503 went out).
 */
function traceBookingHandler(onStart: () => void): Promise<void> {
  type Store = { route?: { url?: string; method?: string } };
  const channel = tracingChannel<unknown, Store>('fastify.request.handler');
  const isBooking = (store: Store) =>
    store.route?.method === 'POST' && store.route.url === '/api/holidaze/bookings';
  return new Promise<void>((resolve) => {
    const ignore = () => {};
    const handlers = {
      end: ignore,
      asyncStart: ignore,
      error: ignore,
      start: (store: Store) => {
        if (isBooking(store)) onStart();
      },
      asyncEnd: (store: Store) => {
        if (!isBooking(store)) return;
        channel.unsubscribe(handlers);
        resolve();
      },
    };
    channel.subscribe(handlers);
  });
}

/** Outside any request: what the test holds must not inherit the request's deadline. */
const testScope = new AsyncResource('request-deadline-test');

/**
 * Holds what the booking needs until `release()`: on PostgreSQL a row lock on the venue, taken
 * by another session before the request; on PGlite its only connection, taken by a transaction
 * the moment the handler starts (first in line, before the handler's own first statement).
 */
async function holdVenue(s: Setup, venueId: string) {
  if (s.url) {
    const client = new pg.Client({ connectionString: s.url });
    await client.connect();
    await client.query('BEGIN');
    await client.query('SELECT id FROM venues WHERE id = $1 FOR UPDATE', [venueId]);
    const settled = traceBookingHandler(() => {});
    return {
      settled,
      async release() {
        await client.query('COMMIT');
        await client.end();
      },
    };
  }
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let transaction: Promise<void> | undefined;
  const settled = traceBookingHandler(() => {
    transaction = testScope.runInAsyncScope(() =>
      s.db.transaction().execute(async () => {
        await released;
      }),
    );
  });
  return {
    settled,
    async release() {
      release();
      await transaction;
    },
  };
}

describeEachEngine('a request that meets a stalled database', (engine) => {
  const cases: { title: string; timeouts: PoolTimeouts }[] =
    engine === 'pglite'
      ? [{ title: 'waiting for the only connection', timeouts: {} }]
      : [
          { title: 'statement_timeout below the deadline', timeouts: { statementTimeoutMs: 800 } },
          { title: 'no statement_timeout (the deadline guard alone)', timeouts: {} },
        ];
  let url: string | undefined;
  let drops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    drops = [];
    url = undefined;
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  for (const { title, timeouts } of cases) {
    it(`answers 503 at the deadline and commits nothing afterwards (${title})`, async () => {
      if (engine === 'postgres') {
        const database = await createEmptyPostgresDatabase({ migrated: true });
        drops.push(database.drop);
        url = database.url;
      }
      const s = await appOverDatabase(url, { timeouts });
      try {
        if (timeouts.statementTimeoutMs) {
          // Every connection of the pool starts with it (a startup parameter).
          const { rows } = await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(
            s.db,
          );
          expect(rows[0]?.statement_timeout).toBe(`${timeouts.statementTimeoutMs}ms`);
        }
        // Prepared through the app without a short deadline: only the stalled booking meets it.
        const host = await createUser(s.setup, 'stall_host', { venueManager: true });
        const guest: TestUser = await createUser(s.setup, 'stall_guest');
        const venueId = await listVenue(s.setup, host, {
          name: 'Stalled',
          description: 'x',
          price: 1,
          maxGuests: 2,
        });
        const dateFrom = addDays(todayUtc(), 30);

        // The database answers nobody until released, after the answer: an answer at all is the
        // deadline's (how soon it comes depends on the machine, and is not asserted).
        const hold = await holdVenue(s, venueId);
        const answer = await call(s.app, 'POST', '/api/holidaze/bookings', {
          user: guest,
          body: { venueId, dateFrom, dateTo: addDays(dateFrom, 2), guests: 1 },
        });
        await hold.release();

        expect(answer.status).toBe(503);
        expect(answer.response.headers['retry-after']).toMatch(/^\d+$/);
        expect(answer.body).toMatchObject({
          errors: [{ message: TIMED_OUT_MESSAGE }],
          statusCode: 503,
        });

        // The handler goes on once the database answers; when it has finished, nothing is stored.
        await hold.settled;
        const stored = await s.db.selectFrom('bookings').select('id').execute();
        expect(stored).toEqual([]);
        // And the stay is still free: the client's retry books it.
        const retry = await call(s.setup, 'POST', '/api/holidaze/bookings', {
          user: guest,
          body: { venueId, dateFrom, dateTo: addDays(dateFrom, 2), guests: 1 },
        });
        expect(retry.status).toBe(201);
      } finally {
        await s.close();
      }
    });
  }
});
