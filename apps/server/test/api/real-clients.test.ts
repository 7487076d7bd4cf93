import { createHmac } from 'node:crypto';
import { addDays, todayUtc } from '@holidaze/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { profileIdOf, storedVenue } from '../support/test-rows.js';
import {
  API_KEY,
  errorWith,
  startTestApp,
  useTestApp,
  type TestApp,
  type TestUser,
} from './support/test-app.js';
import { osloMidnight } from './support/oslo-time.js';

/**
 * What clients written for Noroff's API met against ours, which they must use unmodified
 * (docs/testing.md, "Clients written for Noroff's API"):
 * CORS preflights for edits, relative image URLs, dates a day early east of UTC, 500s on odd
 * dates and tokens, and the wrong message for a blank latitude.
 */
const ALLOWED_ORIGIN = 'https://client.example';
const SECRET = 'test-secret-test-secret-test-secret!';
const DATE_MESSAGE = 'Must be a valid date (YYYY-MM-DD or an ISO date-time)';

const day = (offset: number) => addDays(todayUtc(), offset);

/** Today's date in Oslo. */
const osloToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function hs256(payload: object) {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', SECRET).update(head).digest('base64url')}`;
}

describeEachEngine('real Noroff clients', (engine) => {
  let venueId: string;

  const t = useTestApp(engine, { corsOrigins: [ALLOWED_ORIGIN], jwtSecret: SECRET });
  const [host, guest] = t.useHostAndGuests('rc_host', 'rc_guest');
  beforeAll(async () => {
    venueId = await t.listVenue(host, {
      name: 'Harbour loft',
      description: 'By the quay',
      price: 1200,
      maxGuests: 4,
    });
  });

  /** The venue's media as stored: paths of our own files, not this request's origin. */
  const storedMedia = () => storedVenue(t.db, venueId);

  describe('CORS', () => {
    const preflight = (origin: string, method: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: `/api/holidaze/venues/${venueId}`,
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers':
            'authorization,content-type,x-noroff-api-key,idempotency-key',
        },
      });

    it.each(['PUT', 'DELETE'])(
      'lets an allowed origin send %s with our headers (the preflight)',
      async (method) => {
        const response = await preflight(ALLOWED_ORIGIN, method);
        expect(response.statusCode).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
        const methods = String(response.headers['access-control-allow-methods']).split(/,\s*/);
        expect(methods).toContain(method);
        const headers = String(response.headers['access-control-allow-headers'])
          .toLowerCase()
          .split(/,\s*/);
        expect(headers).toEqual(
          expect.arrayContaining([
            'authorization',
            'content-type',
            'x-noroff-api-key',
            'idempotency-key',
          ]),
        );
      },
    );

    it('gives another origin no permission', async () => {
      const response = await preflight('https://evil.example', 'DELETE');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('lets the allowed origin read Retry-After on the real request', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/holidaze/venues/${venueId}`,
        headers: { ...host.headers, origin: ALLOWED_ORIGIN },
        payload: { description: 'By the quay, edited from another origin' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain(
        'retry-after',
      );
    });
  });

  describe('media URLs', () => {
    it('go out absolute against the request origin, and stay portable in the database', async () => {
      const venue = await t.call('GET', `/api/holidaze/venues/${venueId}?_owner=true`, {
        headers: { host: 'api.example:8443' },
      });
      expect(venue.body.data.media).toEqual([
        { url: 'http://api.example:8443/media/defaults/venue.svg', alt: expect.any(String) },
      ]);
      expect(venue.body.data.owner.avatar.url).toBe(
        'http://api.example:8443/media/defaults/avatar.svg',
      );
      const stored = await storedMedia();
      expect(stored.media).toEqual([{ url: '/media/defaults/venue.svg', alt: expect.any(String) }]);
    });

    it('are stored portable again when a client echoes them back', async () => {
      const edited = await t.call('PUT', `/api/holidaze/venues/${venueId}`, {
        user: host,
        headers: { host: 'api.example:8443' },
        body: {
          media: [
            { url: 'http://api.example:8443/media/venues/306.svg', alt: 'Loft' },
            { url: 'https://images.example/loft.jpg', alt: 'Elsewhere' },
          ],
        },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data.media.map((m: { url: string }) => m.url)).toEqual([
        'http://api.example:8443/media/venues/306.svg',
        'https://images.example/loft.jpg',
      ]);
      const stored = await storedMedia();
      expect(stored.media.map((m) => m.url)).toEqual([
        '/media/venues/306.svg',
        'https://images.example/loft.jpg',
      ]);
    });

    it('carry Cross-Origin-Resource-Policy: cross-origin, so other origins can show them', async () => {
      const image = await t.app.inject({ method: 'GET', url: '/media/venues/306.svg' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });
  });

  describe('dates', () => {
    it('books the days an Oslo client picked, sent as local midnights (10–14 Dec style)', async () => {
      const from = day(40);
      const to = day(44);
      const booked = await t.book(guest, {
        venueId,
        guests: 2,
        dateFrom: osloMidnight(from),
        dateTo: osloMidnight(to),
      });
      expect(booked.status).toBe(201);
      expect(booked.body.data).toMatchObject({
        dateFrom: `${from}T00:00:00.000Z`,
        dateTo: `${to}T00:00:00.000Z`,
      });
      const row = await t.db
        .selectFrom('bookings')
        .select(['date_from', 'date_to'])
        .where('id', '=', booked.body.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ date_from: from, date_to: to });
    });

    it('does not refuse a stay starting today in Oslo, sent as the previous day at 23:00Z', async () => {
      const today = osloToday();
      const booked = await t.book(guest, {
        venueId,
        dateFrom: osloMidnight(today),
        dateTo: osloMidnight(addDays(today, 1)),
      });
      expect(booked.status).toBe(201);
      expect(booked.body.data.dateFrom).toBe(`${today}T00:00:00.000Z`);
    });

    const outOfRange = [
      '0000-01-01',
      '99999-01-01',
      '+099999-01-01T00:00:00Z',
      '0000-06-01T00:00:00.000Z',
      '2027-02-30',
      '2027-02-30T00:00:00.000Z',
      '2027-13-01',
      '9999-12-31T23:00:00.000Z',
      '1899-12-31',
    ];

    it.each(outOfRange)('refuses %s in a booking body with the date message (400)', async (bad) => {
      const response = await t.book(guest, { venueId, dateFrom: day(100), dateTo: bad });
      expect(response.body).toMatchObject(errorWith(400, DATE_MESSAGE));
    });

    it.each(outOfRange)('refuses %s in a booking update (400)', async (bad) => {
      const booked = await t.book(guest, { venueId, dateFrom: day(200), dateTo: day(201) });
      for (const body of [{ dateTo: bad }, { dateFrom: bad }, { dateFrom: bad, dateTo: bad }]) {
        const response = await t.call('PUT', `/api/holidaze/bookings/${booked.body.data.id}`, {
          user: guest,
          body,
        });
        expect(response.body, JSON.stringify(body)).toMatchObject(errorWith(400, DATE_MESSAGE));
      }
      await t.call('DELETE', `/api/holidaze/bookings/${booked.body.data.id}`, {
        user: guest,
      });
    });

    it.each(outOfRange)('refuses %s in the search query parameters (400)', async (bad) => {
      const value = encodeURIComponent(bad);
      for (const url of [
        `/api/holidaze/venues?dateFrom=${value}&dateTo=${day(5)}`,
        `/api/holidaze/venues?dateFrom=${day(5)}&dateTo=${value}`,
        `/api/holidaze/venues/search?q=loft&dateFrom=${value}&dateTo=${day(5)}`,
        `/api/holidaze/profiles/rc_host/venues?dateFrom=${value}&dateTo=${day(5)}`,
      ]) {
        const response = await t.call('GET', url, { user: host });
        expect(response.body, url).toMatchObject(errorWith(400, DATE_MESSAGE));
      }
    });
  });

  describe('venue location', () => {
    it("answers a blank or non-number latitude and longitude with Noroff's message", async () => {
      const created = await t.call('POST', '/api/holidaze/venues', {
        user: host,
        body: {
          name: 'Blank map',
          description: 'x',
          price: 1,
          maxGuests: 1,
          location: { lat: '', lng: '' },
        },
      });
      expect(created.status).toBe(400);
      expect(created.body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            message: 'Latitude must be a number',
            path: ['location', 'lat'],
          }),
          expect.objectContaining({
            message: 'Longitude must be a number',
            path: ['location', 'lng'],
          }),
        ]),
      );
      const edited = await t.call('PUT', `/api/holidaze/venues/${venueId}`, {
        user: host,
        body: { location: { lat: 'north', lng: 200 } },
      });
      expect(edited.body.errors.map((e: { message: string }) => e.message)).toEqual([
        'Latitude must be a number',
        'Longitude must be between -180 and 180',
      ]);
    });
  });

  describe('tokens signed with our secret but not ours to accept', () => {
    const later = () => Math.floor(Date.now() / 1000) + 600;
    let guestId: string;
    beforeAll(async () => {
      guestId = await profileIdOf(t.db, 'rc_guest');
    });

    const cases: [string, () => object][] = [
      ['no exp', () => ({ sub: guestId })],
      ['a sub that is not a uuid', () => ({ sub: 'not-a-uuid', exp: later() })],
      ['a numeric sub', () => ({ sub: 42, exp: later() })],
      ['no sub', () => ({ exp: later() })],
      ['an exp that is not a number', () => ({ sub: guestId, exp: 'tomorrow' })],
    ];
    it.each(cases)('refuses a token with %s: 401, never 500', async (_name, payload) => {
      const headers = { authorization: `Bearer ${hs256(payload())}`, 'x-noroff-api-key': API_KEY };
      for (const [method, url] of [
        ['GET', '/api/holidaze/profiles/rc_guest'],
        ['POST', '/api/auth/create-api-key'],
      ] as const) {
        const response = await t.call(method, url, { headers });
        expect(response.body, url).toMatchObject(
          errorWith(401, 'Invalid authorization token. Please login again'),
        );
      }
      // Public reads treat such a token as no token.
      expect((await t.call('GET', `/api/holidaze/venues/${venueId}`, { headers })).status).toBe(
        200,
      );
    });

    it('still accepts our own kind of token (the cases above differ only in what they break)', async () => {
      const headers = {
        authorization: `Bearer ${hs256({ sub: guestId, exp: later() })}`,
        'x-noroff-api-key': API_KEY,
      };
      expect((await t.call('GET', '/api/holidaze/profiles/rc_guest', { headers })).status).toBe(
        200,
      );
    });
  });

  describe('registration limits', () => {
    const register = (email: string, password: string) =>
      t.call('POST', '/api/auth/register', {
        body: { name: `u${Math.random().toString(36).slice(2, 10)}`, email, password },
      });

    it('takes 64 characters before the @ and refuses 65', async () => {
      expect((await register(`${'a'.repeat(64)}@stud.noroff.no`, 'a-good-password')).status).toBe(
        201,
      );
      expect(
        (await register(`${'b'.repeat(65)}@stud.noroff.no`, 'a-good-password')).body,
      ).toMatchObject(errorWith(400, 'Email cannot have more than 64 characters before the @'));
    });

    it('refuses a password over 256 characters or of whitespace only', async () => {
      expect((await register('long_pw@stud.noroff.no', 'p'.repeat(257))).body).toMatchObject(
        errorWith(400, 'Password cannot be greater than 256 characters'),
      );
      expect((await register('blank_pw@stud.noroff.no', ' '.repeat(12))).body).toMatchObject(
        errorWith(400, 'Password cannot be only spaces'),
      );
      expect((await register('max_pw@stud.noroff.no', 'p'.repeat(256))).status).toBe(201);
    });
  });
});

describeEachEngine('an Oslo client on a fixed clock: 21:00 on 10 December 2026', (engine) => {
  let t: TestApp;
  let host: TestUser;
  let guest: TestUser;
  let venueId: string;
  beforeAll(async () => {
    // 20:00Z: already 10 December at UTC−12, so a stay read as starting on 9 December is refused.
    t = await startTestApp(engine, {}, { now: () => new Date('2026-12-10T20:00:00.000Z') });
    [host, guest] = await t.createHostAndGuests('oslo_host', 'oslo_guest');
    venueId = await t.listVenue(host, { price: 900, maxGuests: 2 });
  });
  afterAll(() => t?.close());

  const stored = (id: string) =>
    t.db
      .selectFrom('bookings')
      .select(['date_from', 'date_to'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('takes a stay starting today in Oslo, sent as yesterday at 23:00Z, and stores today', async () => {
    const booked = await t.book(guest, {
      venueId,
      dateFrom: '2026-12-09T23:00:00.000Z',
      dateTo: '2026-12-11T23:00:00.000Z',
    });
    expect(booked.status).toBe(201);
    expect(await stored(booked.body.data.id)).toEqual({
      date_from: '2026-12-10',
      date_to: '2026-12-12',
    });
  });

  it('stores 14–18 December for the local midnights of those days', async () => {
    const booked = await t.book(guest, {
      venueId,
      guests: 2,
      dateFrom: '2026-12-13T23:00:00.000Z',
      dateTo: '2026-12-17T23:00:00.000Z',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({
      dateFrom: '2026-12-14T00:00:00.000Z',
      dateTo: '2026-12-18T00:00:00.000Z',
    });
    expect(await stored(booked.body.data.id)).toEqual({
      date_from: '2026-12-14',
      date_to: '2026-12-18',
    });
  });
});

describeEachEngine('media URLs behind a proxy and with PUBLIC_URL', (engine) => {
  let proxied: TestApp;
  let direct: TestApp;
  let configured: TestApp;

  beforeAll(async () => {
    [proxied, direct, configured] = await Promise.all([
      startTestApp(engine, { trustProxy: true }),
      startTestApp(engine, { trustProxy: false }),
      startTestApp(engine, { publicUrl: 'https://holidaze.example' }),
    ]);
  });
  afterAll(() => Promise.all([proxied?.close(), direct?.close(), configured?.close()]));

  const registerVia = (t: TestApp, headers: Record<string, string>) =>
    t.call('POST', '/api/auth/register', {
      headers,
      body: { name: 'proxy_user', email: 'proxy_user@stud.noroff.no', password: 'a-good-password' },
    });
  const forwarded = {
    host: 'internal:3000',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'www.holidaze.example',
  };

  it('uses the forwarded origin only when TRUST_PROXY is on', async () => {
    expect((await registerVia(proxied, forwarded)).body.data.avatar.url).toBe(
      'https://www.holidaze.example/media/defaults/avatar.svg',
    );
    expect((await registerVia(direct, forwarded)).body.data.avatar.url).toBe(
      'http://internal:3000/media/defaults/avatar.svg',
    );
  });

  it('uses PUBLIC_URL whatever the request says, and strips it from echoed URLs', async () => {
    const registered = await registerVia(configured, forwarded);
    expect(registered.body.data.banner.url).toBe(
      'https://holidaze.example/media/defaults/banner.svg',
    );
    const login = await configured.call('POST', '/api/auth/login', {
      body: { email: 'proxy_user@stud.noroff.no', password: 'a-good-password' },
    });
    expect(login.body.data.avatar.url).toBe('https://holidaze.example/media/defaults/avatar.svg');
    const headers = {
      authorization: `Bearer ${login.body.data.accessToken}`,
      'x-noroff-api-key': API_KEY,
    };
    const updated = await configured.call('PUT', '/api/holidaze/profiles/proxy_user', {
      headers,
      body: { avatar: { url: 'https://holidaze.example/media/avatars/9.svg', alt: 'Me' } },
    });
    expect(updated.body.data.avatar.url).toBe('https://holidaze.example/media/avatars/9.svg');
    const row = await configured.db
      .selectFrom('profiles')
      .select('avatar_url')
      .where('name', '=', 'proxy_user')
      .executeTakeFirstOrThrow();
    expect(row.avatar_url).toBe('/media/avatars/9.svg');
  });
});
