import fc from 'fast-check';
import { addDays, todayUtc } from '@holidaze/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileIdOf } from '../support/test-rows.js';
import { useTestApp, type TestUser } from './support/test-app.js';

/**
 * Random JSON bodies and query strings on every endpoint: never a 5xx, and every error in the
 * contract's envelope. Bodies mix well-formed fields with junk so that the handlers, not only
 * the schemas, are reached.
 */
const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    'true',
    '0',
    '-1',
    '2026-02-30',
    '1e309',
    '../../etc',
    '<script>',
    '%00',
    '00000000-0000-0000-0000-000000000000',
  ),
);
const value = fc.oneof(
  junk,
  fc.array(junk, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), junk, { maxKeys: 3 }),
);
const FIELDS = [
  'name',
  'description',
  'price',
  'maxGuests',
  'rating',
  'media',
  'meta',
  'location',
  'dateFrom',
  'dateTo',
  'guests',
  'venueId',
  'email',
  'password',
  'bio',
  'avatar',
  'banner',
  'venueManager',
  'owner',
  'id',
];
const body = fc.oneof(value, fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }));
const QUERY_KEYS = [
  'page',
  'limit',
  'sort',
  'sortOrder',
  'q',
  'guests',
  'dateFrom',
  'dateTo',
  'available',
  'wifi',
  '_owner',
  '_bookings',
  '_customer',
  '_venue',
  '_holidaze',
];
const query = fc
  .dictionary(
    fc.constantFrom(...QUERY_KEYS),
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('true', '0', '101', 'price', 'asc', '2027-01-01'),
    ),
    { maxKeys: 5 },
  )
  .map((entries) => new URLSearchParams(entries).toString());

describe('fuzzing every endpoint', () => {
  let host: TestUser;
  let ids: { venue: string; booking: string; name: string };

  const t = useTestApp('pglite');
  beforeAll(async () => {
    host = await t.createUser('fuzz_host', { venueManager: true });
    const venue = await t.call('POST', '/api/holidaze/venues', {
      user: host,
      body: { name: 'Fuzz', description: 'x', price: 1, maxGuests: 2 },
    });
    const start = addDays(todayUtc(), 50);
    const booking = await t.call('POST', '/api/holidaze/bookings', {
      user: host,
      body: { dateFrom: start, dateTo: addDays(start, 2), guests: 1, venueId: venue.body.data.id },
    });
    ids = { venue: venue.body.data.id, booking: booking.body.data.id, name: host.name };
  });

  const endpoints = (): [string, string, boolean][] => [
    ['POST', '/api/auth/register', false],
    ['POST', '/api/auth/login', false],
    ['POST', '/api/auth/create-api-key', true],
    ['GET', '/api/holidaze/venues', false],
    ['GET', '/api/holidaze/venues/search', false],
    ['GET', `/api/holidaze/venues/${ids.venue}`, false],
    ['POST', '/api/holidaze/venues', true],
    ['PUT', `/api/holidaze/venues/${ids.venue}`, true],
    ['GET', '/api/holidaze/bookings', true],
    ['GET', `/api/holidaze/bookings/${ids.booking}`, true],
    ['POST', '/api/holidaze/bookings', true],
    ['PUT', `/api/holidaze/bookings/${ids.booking}`, true],
    ['GET', '/api/holidaze/profiles', true],
    ['GET', '/api/holidaze/profiles/search', true],
    ['GET', `/api/holidaze/profiles/${ids.name}`, true],
    ['PUT', `/api/holidaze/profiles/${ids.name}`, true],
    ['GET', `/api/holidaze/profiles/${ids.name}/venues`, true],
    ['GET', `/api/holidaze/profiles/${ids.name}/bookings`, true],
  ];

  it('never answers 5xx, and every error is the contract envelope', async () => {
    for (const [method, path, auth] of endpoints()) {
      await fc.assert(
        fc.asyncProperty(body, query, fc.boolean(), async (payload, qs, withAuth) => {
          const response = await t.app.inject({
            method: method as 'GET',
            url: `${path}?${qs}`,
            headers: {
              ...(auth && withAuth ? host.headers : {}),
              'content-type': 'application/json',
            },
            ...(method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
          });
          expect(
            response.statusCode,
            `${method} ${path}?${qs} ${JSON.stringify(payload)}: ${response.body}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const parsed = response.json() as {
              errors: { message: string }[];
              statusCode: number;
              status: string;
            };
            expect(parsed.statusCode).toBe(response.statusCode);
            expect(typeof parsed.status).toBe('string');
            expect(parsed.errors.length).toBeGreaterThan(0);
            for (const error of parsed.errors) expect(typeof error.message).toBe('string');
          }
        }),
        { numRuns: 25 },
      );
    }
  }, 180_000);

  it('stored state of the owner venue never took an owner, id or created from a body', async () => {
    const row = await t.db
      .selectFrom('venues')
      .select(['id', 'owner_id'])
      .where('id', '=', ids.venue)
      .executeTakeFirst();
    const hostId = await profileIdOf(t.db, ids.name);
    expect(row?.owner_id).toBe(hostId);
  });
});
