import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { addDays, todayUtc } from '@holidaze/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../api/support/test-app.js';
import { pick } from './support/scale.js';
import { profileIdOf, storedVenue } from '../support/test-rows.js';

const envelope = {
  errors: expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]),
  status: expect.any(String),
  statusCode: expect.any(Number),
};

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    'Basic dXNlcjpwYXNz',
    'bearer x y z',
    '%00',
    '../../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'a'.repeat(2_000),
    '00000000-0000-0000-0000-000000000000',
  ),
);
/** Header values must be Latin-1 without control characters to leave the client at all. */
const headerValue = nasty.map((value) => value.replace(/[^\x20-\x7e]/g, ''));

describe('hostile headers, path parameters and bodies', () => {
  let venueId: string;
  let bookingId: string;

  const t = useTestApp('pglite');
  const [host, guest] = t.useHostAndGuests('hostile_host', 'hostile_guest');
  beforeAll(async () => {
    venueId = await t.listVenue(host, { price: 100, maxGuests: 2 });
    const start = addDays(todayUtc(), 40);
    const booking = await t.call('POST', '/api/holidaze/bookings', {
      user: guest,
      body: { venueId, dateFrom: start, dateTo: addDays(start, 2), guests: 1 },
    });
    bookingId = booking.body.data.id;
  });

  it('any Authorization, API key and content type: never 5xx, errors in the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['GET', `/api/holidaze/bookings/${'BOOKING'}`],
          ['PUT', '/api/holidaze/venues/VENUE'],
          ['POST', '/api/holidaze/bookings'],
          ['GET', '/api/holidaze/profiles/hostile_guest'],
          ['POST', '/api/auth/create-api-key'],
        ),
        headerValue,
        headerValue,
        headerValue,
        async ([method, path], authorization, apiKey, contentType) => {
          const response = await t.app.inject({
            method: method as 'GET',
            url: path!.replace('BOOKING', bookingId).replace('VENUE', venueId),
            headers: { authorization, 'x-noroff-api-key': apiKey, 'content-type': contentType },
            ...(method === 'GET' ? {} : { payload: '{"price": 1}' }),
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.json()).toMatchObject(envelope);
        },
      ),
      { numRuns: pick(150, 1_500) },
    );
  });

  it('any path parameter: never 5xx, errors in the envelope', async () => {
    const templates = [
      ['GET', '/api/holidaze/venues/:p'],
      ['PUT', '/api/holidaze/venues/:p'],
      ['DELETE', '/api/holidaze/venues/:p'],
      ['GET', '/api/holidaze/bookings/:p'],
      ['PUT', '/api/holidaze/bookings/:p'],
      ['DELETE', '/api/holidaze/bookings/:p'],
      ['GET', '/api/holidaze/profiles/:p'],
      ['PUT', '/api/holidaze/profiles/:p'],
      ['GET', '/api/holidaze/profiles/:p/venues'],
      ['GET', '/api/holidaze/profiles/:p/bookings'],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...templates), nasty, async ([method, template], p) => {
        const response = await t.app.inject({
          method,
          url: template.replace(':p', encodeURIComponent(p)),
          headers: host.headers,
          ...(method === 'PUT' ? { payload: { bio: 'x' } } : {}),
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json()).toMatchObject(envelope);
      }),
      { numRuns: pick(200, 2_000) },
    );
  });

  it('a path parameter too long for the router is a 414 in the envelope', async () => {
    const answer = await t.call('GET', `/api/holidaze/venues/${'a'.repeat(150)}`);
    expect(answer.status).toBe(414);
    expect(answer.body).toMatchObject({
      errors: [{ message: 'A path parameter in the URL is too long' }],
      statusCode: 414,
    });
  });

  it('refuses a NUL character, which PostgreSQL cannot store, as bad input wherever it comes', async () => {
    const nul = '\u0000';
    const answers = [
      await t.call('GET', `/api/holidaze/profiles/${encodeURIComponent(nul)}/bookings`, {
        user: host,
      }),
      await t.call('GET', `/api/holidaze/profiles/search?q=a${encodeURIComponent(nul)}`, {
        user: host,
      }),
      await t.call('POST', '/api/holidaze/venues', {
        user: host,
        body: { name: `a${nul}b`, description: 'x', price: 1, maxGuests: 1 },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        errors: [{ message: 'Text cannot contain the NUL character (\\u0000)' }],
      });
    }
  });

  it('mass assignment of owner, id, customer, venueManager or counts changes nothing stored', async () => {
    const intruder = '11111111-1111-4111-8111-111111111111';
    const smuggled = {
      id: intruder,
      owner: { name: 'hostile_guest' },
      owner_id: intruder,
      customer: { name: 'hostile_host' },
      customer_id: intruder,
      venueManager: true,
      venue_manager: true,
      created: '2000-01-01T00:00:00.000Z',
      _count: { bookings: 999 },
      booking_count: 999,
      bookings: [{ id: intruder }],
    };
    const created = await t.call('POST', '/api/holidaze/venues', {
      user: host,
      body: { name: 'Smuggler', description: 'x', price: 1, maxGuests: 2, ...smuggled },
    });
    expect(created.status).toBe(201);
    const newId = created.body.data.id as string;
    expect(newId).not.toBe(intruder);
    await t.call('PUT', `/api/holidaze/venues/${newId}`, {
      user: host,
      body: { price: 2, ...smuggled },
    });
    const booked = await t.call('POST', '/api/holidaze/bookings', {
      user: guest,
      body: {
        venueId: newId,
        dateFrom: addDays(todayUtc(), 60),
        dateTo: addDays(todayUtc(), 61),
        guests: 1,
        ...smuggled,
      },
    });
    expect(booked.status).toBe(201);
    await t.call('PUT', `/api/holidaze/bookings/${booked.body.data.id}`, {
      user: guest,
      body: { guests: 2, ...smuggled, venueId },
    });
    await t.call('PUT', `/api/holidaze/profiles/${guest.name}`, {
      user: guest,
      body: { bio: 'hi', name: 'renamed', email: 'evil@stud.noroff.no', id: intruder },
    });

    const venue = await storedVenue(t.db, newId);
    const hostId = await profileIdOf(t.db, host.name);
    expect(venue).toMatchObject({ owner_id: hostId, booking_count: 1, price: 2 });
    expect(new Date(venue.created_at).getFullYear()).toBeGreaterThan(2020);
    const booking = await t.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', booked.body.data.id)
      .executeTakeFirstOrThrow();
    const guestRow = await t.db
      .selectFrom('profiles')
      .selectAll()
      .where('name', '=', guest.name)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ venue_id: newId, customer_id: guestRow.id, guests: 2 });
    expect(guestRow).toMatchObject({
      name: guest.name,
      email: guest.email,
      venue_manager: false,
      bio: 'hi',
    });
    expect(
      await t.db.selectFrom('venues').select('id').where('id', '=', intruder).execute(),
    ).toEqual([]);
  });

  describe('media URLs are stored, never fetched', () => {
    let trap: Server;
    let hits = 0;
    let trapUrl: string;
    beforeAll(async () => {
      trap = createServer((_request, response) => {
        hits++;
        response.end('image');
      });
      await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
      trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}/pic.jpg`;
    });
    afterAll(() => new Promise<void>((resolve) => trap.close(() => resolve())));

    // Every client socket this process opens (http, fetch, net): the app runs in it, over PGlite.
    let socketsOpened = 0;
    const onSocket = () => void socketsOpened++;
    beforeEach(() => subscribe('net.client.socket', onSocket));
    afterEach(() => unsubscribe('net.client.socket', onSocket));

    it('the server makes no request to a venue image, avatar or banner URL', async () => {
      const pictured = await t.listVenue(host, { media: [{ url: trapUrl }] });
      const updated = await t.call('PUT', `/api/holidaze/profiles/${host.name}`, {
        user: host,
        body: { avatar: { url: trapUrl }, banner: { url: `${trapUrl}?b` } },
      });
      expect(updated.status).toBe(200);
      await t.call('GET', `/api/holidaze/venues/${pictured}`);
      expect(hits).toBe(0);
      // A fetch the server started would have opened a socket before this one of ours, the last
      // request to the trap: the only socket opened since the test began must be ours.
      const sentinel = await fetch(trapUrl);
      expect(await sentinel.text()).toBe('image');
      expect(hits).toBe(1);
      expect(socketsOpened).toBe(1);
    });
  });
});
