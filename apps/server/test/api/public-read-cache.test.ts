import { brotliDecompressSync } from 'node:zlib';
import { addDays, todayUtc } from '@holidaze/domain';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/db/database-changes.js';
import { PUBLIC_READS_CHANNEL } from '../../src/db/public-read-channel.js';
import { describeEachEngine } from '../support/index.js';
import { useTestApp, type Json, type TestApp, type TestUser } from './support/test-app.js';

/**
 * The shared cache of public reads (http/public-read-cache*.ts, decision 016): a repeated anonymous
 * read is answered without the database, byte for byte as the first; every kind of write, made
 * through any route, by a job or by SQL from elsewhere, is seen by the next read; a signed-in
 * read never touches it. The proof across two server processes is in
 * test/reliability/two-instances.test.ts.
 */
const TODAY = todayUtc();
const LONG_DESCRIPTION = 'A timber cabin by the lake, with a sauna and a rowing boat. '.repeat(20);

describeEachEngine('the shared cache of public reads', (engine) => {
  let venueId: string;

  const detailUrl = () => `/api/holidaze/venues/${venueId}?_owner=true&_bookings=true`;
  const datedSearch = () =>
    `/api/holidaze/venues?dateFrom=${addDays(TODAY, 20)}&dateTo=${addDays(TODAY, 23)}&guests=2&sort=created&sortOrder=desc&limit=100`;
  const read = async (url: string) => {
    const response = await t.call('GET', url);
    expect(response.status).toBe(200);
    return response.body as Json;
  };
  const detail = async () => (await read(detailUrl())).data;
  const listed = async () =>
    ((await read(datedSearch())).data as Json[]).find((venue) => venue.id === venueId);
  /** Both reads, twice, so the next ones would come from the cache if it kept them. */
  const warm = async () => {
    for (let i = 0; i < 2; i += 1) {
      await detail();
      await listed();
    }
  };

  const t = useTestApp(engine);
  const [host, traveller] = t.useHostAndGuests('cache_host', 'cache_guest');

  beforeEach(async () => {
    const made = await t.call('POST', '/api/holidaze/venues', {
      user: host,
      // Long enough to be sent compressed.
      body: { name: 'Cached cabin', description: LONG_DESCRIPTION, price: 1000, maxGuests: 4 },
    });
    venueId = made.body.data.id;
  });

  /**
   * Whether a read of `url` right after another is answered without a statement. On PostgreSQL
   * the notification of the venue's creation may still be on its way, and empties the cache
   * when it comes: asked until it came.
   */
  const servedFromCache = (url: string, headers: Record<string, string> = {}) =>
    expect
      .poll(async () => {
        await t.app.inject({ url, headers });
        const sent = t.statementsSent();
        await t.app.inject({ url, headers });
        return t.statementsSent() - sent;
      })
      .toBe(0);

  it('answers a repeated anonymous read without the database, exactly as the first', async () => {
    const br = { 'accept-encoding': 'br' };
    const first = await t.app.inject({ url: detailUrl() });
    const firstBr = await t.app.inject({ url: detailUrl(), headers: br });
    await servedFromCache(detailUrl(), br);
    await servedFromCache(detailUrl());
    await servedFromCache(datedSearch());
    const search = await t.app.inject({ url: datedSearch() });
    let second = first;
    let secondBr = firstBr;
    let searchAgain = search;
    // A late notification of the setup's writes (PostgreSQL) empties the cache once more: read
    // again until three reads in a row sent nothing.
    await expect
      .poll(async () => {
        const sent = t.statementsSent();
        second = await t.app.inject({ url: detailUrl() });
        secondBr = await t.app.inject({ url: detailUrl(), headers: br });
        searchAgain = await t.app.inject({ url: datedSearch() });
        return t.statementsSent() - sent;
      })
      .toBe(0);

    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(searchAgain.rawPayload.equals(search.rawPayload)).toBe(true);
    for (const header of ['etag', 'content-type']) {
      expect(second.headers[header]).toBe(first.headers[header]);
      expect(secondBr.headers[header]).toBe(first.headers[header]);
    }
    for (const header of ['content-encoding', 'vary']) {
      expect(secondBr.headers[header]).toBe(firstBr.headers[header]);
    }
    expect(secondBr.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(secondBr.rawPayload).equals(first.rawPayload)).toBe(true);

    const revalidated = await t.call('GET', detailUrl(), {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
  });

  it('keeps apart what differs by origin: media URLs are absolute against it', async () => {
    const at = (host: string) =>
      t
        .call('GET', detailUrl(), { headers: { host } })
        .then((response) => response.body.data.media[0].url as string);
    expect(await at('one.example')).toMatch(/^http:\/\/one\.example\/media\//);
    expect(await at('two.example')).toMatch(/^http:\/\/two\.example\/media\//);
    expect(await at('one.example')).toMatch(/^http:\/\/one\.example\/media\//);
  });

  it('never serves a signed-in reader from it, nor keeps what they see', async () => {
    const made = await t.call('POST', '/api/holidaze/bookings', {
      user: traveller,
      body: { venueId, dateFrom: addDays(TODAY, 5), dateTo: addDays(TODAY, 7), guests: 2 },
    });
    expect(made.status).toBe(201);
    await detail();
    const asOwner = await t.call('GET', detailUrl(), { user: host });
    expect(asOwner.body.data.bookings[0].customer.name).toBe(traveller.name);
    const anonymous = await detail();
    expect(anonymous.bookings[0].customer).toBeUndefined();
  });

  describe('every kind of write is seen by the next read', () => {
    /** Writes through the API: the next read on this instance sees them at once. */
    const writes: Record<string, () => Promise<unknown>> = {
      'the venue changed': () =>
        t.call('PUT', `/api/holidaze/venues/${venueId}`, {
          user: host,
          body: { name: 'Renamed cabin' },
        }),
      'a booking made': () =>
        t.call('POST', '/api/holidaze/bookings', {
          user: traveller,
          body: { venueId, dateFrom: addDays(TODAY, 21), dateTo: addDays(TODAY, 22), guests: 2 },
        }),
      'nights blocked by the host': () =>
        t.call('POST', `/api/holidaze/venues/${venueId}/blocks`, {
          user: host,
          body: { dateFrom: addDays(TODAY, 21), dateTo: addDays(TODAY, 22) },
        }),
      'the owner’s profile changed': () =>
        t.call('PUT', `/api/holidaze/profiles/${host.name}`, {
          user: host,
          body: { bio: `Changed at ${Date.now()}` },
        }),
      'prices changed': () =>
        t.call('PUT', `/api/holidaze/venues/${venueId}/pricing`, {
          user: host,
          body: { cleaningFee: 350 },
        }),
    };

    for (const [what, write] of Object.entries(writes)) {
      it(what, async () => {
        await warm();
        const before = { detail: await detail(), listed: await listed() };
        const answer = (await write()) as { status?: number } | undefined;
        if (answer?.status !== undefined) expect(answer.status).toBeLessThan(300);
        const after = { detail: await detail(), listed: await listed() };
        const expected = {
          detail: await uncachedDetail(t, venueId),
          listed: (await uncachedSearch(t, datedSearch())).find(
            (venue: Json) => venue.id === venueId,
          ),
        };
        expect(after).toEqual(expected);
        expect(after).not.toEqual(before);
      });
    }

    it('a change committed outside any request (a job, another instance), by the very next read', async () => {
      // Its notification reaches this instance some time after the commit, perhaps after the
      // next read: that read hears what is pending before it answers from the cache.
      for (let round = 1; round <= 5; round += 1) {
        await warm();
        const name = `Renamed by a job ${round}`;
        await sql`UPDATE venues SET name = ${name} WHERE id = ${venueId}`.execute(t.db);
        expect((await detail()).name).toBe(name);
        expect((await listed()).name).toBe(name);
      }
    });

    it('the venue deleted', async () => {
      await warm();
      expect(
        (await t.call('DELETE', `/api/holidaze/venues/${venueId}`, { user: host })).status,
      ).toBe(204);
      expect((await t.call('GET', detailUrl())).status).toBe(404);
      expect(await listed()).toBeUndefined();
    });

    it('a refused write changes nothing and keeps the cache', async () => {
      await warm();
      await servedFromCache(detailUrl());
      const sent = t.statementsSent();
      const refused = await t.call('PUT', `/api/holidaze/venues/${venueId}`, {
        user: traveller,
        body: { name: 'Not yours' },
      });
      expect(refused.status).toBe(403);
      const afterRefusal = t.statementsSent();
      expect((await detail()).name).toBe('Cached cabin');
      expect(t.statementsSent()).toBe(afterRefusal);
      expect(afterRefusal).toBeGreaterThan(sent);
    });
  });
});

/** The same reads as a signed-in non-owner makes them: past the cache, from the database. */
async function uncachedDetail(t: TestApp, venueId: string) {
  const reader = await readerOf(t);
  return (
    await t.call('GET', `/api/holidaze/venues/${venueId}?_owner=true&_bookings=true`, {
      user: reader,
    })
  ).body.data;
}

async function uncachedSearch(t: TestApp, url: string) {
  return (await t.call('GET', url, { user: await readerOf(t) })).body.data;
}

const readers = new WeakMap<TestApp, Promise<TestUser>>();
function readerOf(t: TestApp) {
  if (!readers.has(t)) readers.set(t, t.createUser('cache_reader'));
  return readers.get(t)!;
}

describe('the shared cache of public reads, while change notifications may be missed', () => {
  let announce: (event: ChangeEvent) => void = () => {};

  const t = useTestApp(
    'pglite',
    {},
    {
      watchChanges: async (channel, onEvent) => {
        // The live streams listen on a channel of their own (features/live/live-hub.ts).
        if (channel === PUBLIC_READS_CHANNEL) announce = onEvent;
        onEvent('listening');
        return { catchUp: async () => true, stop: async () => {} };
      },
    },
  );

  const statementsOfTwoReads = async () => {
    const sent = t.statementsSent();
    await t.app.inject({ url: '/api/holidaze/venues' });
    await t.app.inject({ url: '/api/holidaze/venues' });
    return t.statementsSent() - sent;
  };

  it('answers from the database until it listens again', async () => {
    await statementsOfTwoReads();
    expect(await statementsOfTwoReads()).toBe(0);
    announce('lost');
    expect(await statementsOfTwoReads()).toBeGreaterThan(0);
    expect(await statementsOfTwoReads()).toBeGreaterThan(0);
    announce('listening');
    await statementsOfTwoReads();
    expect(await statementsOfTwoReads()).toBe(0);
    announce('changed');
    expect(await statementsOfTwoReads()).toBeGreaterThan(0);
  });
});

/**
 * What a read answers may depend on "today", which no database change announces: a dated search
 * refuses a start that has passed somewhere on Earth, and the earliest today on Earth turns at
 * 12:00 UTC. A search allowed at 11:59 and cached then is refused at 12:00.
 */
describeEachEngine('the shared cache of public reads across the hour', (engine) => {
  let clock = new Date('2031-06-01T11:59:00.000Z');
  const t = useTestApp(engine, {}, { now: () => clock });
  const search = '/api/holidaze/venues?dateFrom=2031-05-31&dateTo=2031-06-02&guests=1';

  it('keeps an answer within its UTC hour only, so a search turns past when its day does', async () => {
    await expect
      .poll(async () => {
        expect((await t.app.inject({ url: search })).statusCode).toBe(200);
        const sent = t.statementsSent();
        expect((await t.app.inject({ url: search })).statusCode).toBe(200);
        return t.statementsSent() - sent;
      })
      .toBe(0);
    clock = new Date('2031-06-01T12:00:00.000Z');
    expect((await t.app.inject({ url: search })).statusCode).toBe(400);
  });
});
