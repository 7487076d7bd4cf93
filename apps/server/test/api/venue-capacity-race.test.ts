import { addDays, todayUtc } from '@holidaze/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../support/index.js';
import { bookingsOf, storedVenue } from '../support/test-rows.js';
import { useTestApp, type TestUser } from './support/test-app.js';

const runOnPostgres = postgresTestUrl() || process.env.CI === 'true' ? describe : describe.skip;

/**
 * Overfilling a venue by racing a capacity cut against a booking (docs/security.md), under real
 * concurrency (PGlite runs one transaction at a time, so only PostgreSQL can interleave them): a
 * venue edit lowering maxGuests and a booking for more guests than the new capacity, sent together
 * many times. Whichever commits first, the stored state never holds a confirmed upcoming booking
 * for more guests than its venue takes.
 */
runOnPostgres('venue capacity against simultaneous bookings (postgres)', () => {
  let host: TestUser;
  let travellers: TestUser[];

  const t = useTestApp('postgres');
  beforeAll(async () => {
    host = await t.createUser('capacity_host', { venueManager: true });
    travellers = await Promise.all([1, 2].map((n) => t.createUser(`capacity_guest_${n}`)));
  });

  it('never stores a booking for more guests than the capacity it ends with', async () => {
    const start = addDays(todayUtc(), 30);
    for (let round = 0; round < 15; round += 1) {
      const venueId = await t.listVenue(host, { price: 1, maxGuests: 6 });
      const [edit] = await Promise.all([
        t.call('PUT', `/api/holidaze/venues/${venueId}`, {
          user: host,
          body: { maxGuests: 2 },
        }),
        ...travellers.map((user, i) =>
          t.call('POST', '/api/holidaze/bookings', {
            user,
            body: {
              venueId,
              guests: 5,
              dateFrom: addDays(start, i * 3),
              dateTo: addDays(start, i * 3 + 2),
            },
          }),
        ),
      ]);

      const stored = await storedVenue(t.db, venueId);
      const booked = (await bookingsOf(t.db, venueId)).filter((b) => b.status === 'confirmed');
      for (const booking of booked) expect(booking.guests).toBeLessThanOrEqual(stored.max_guests);
      // Either the edit won (both bookings refused) or a booking did (the edit refused, 409).
      if (edit!.status === 200) expect(booked).toEqual([]);
      else expect(edit!.status).toBe(409);
    }
  });
});
