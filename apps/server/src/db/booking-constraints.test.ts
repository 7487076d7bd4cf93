import { expect, it } from 'vitest';
import { useTestDatabase, describeEachEngine } from '../../test/support/index.js';
import {
  isCheckViolation,
  isExclusionViolation,
  isForeignKeyViolation,
  SQLSTATE,
  sqlState,
} from './database-errors.js';
import { bookingCountOf, insertProfileAndVenue } from '../../test/support/test-rows.js';

describeEachEngine('booking constraints', (engine) => {
  const handle = useTestDatabase(engine);

  const book = (venueId: string, customerId: string, dateFrom: string, dateTo: string) =>
    handle.db
      .insertInto('bookings')
      .values({
        venue_id: venueId,
        customer_id: customerId,
        date_from: dateFrom,
        date_to: dateTo,
        guests: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  /** What the database answers a booking it refuses (the error), or the booking it stores. */
  const refusalOf = (...stay: Parameters<typeof book>) => book(...stay).catch((e: unknown) => e);

  const bookingsOf = (venueId: string) =>
    handle.db
      .selectFrom('bookings')
      .select(['date_from', 'date_to'])
      .where('venue_id', '=', venueId)
      .orderBy('date_from')
      .execute();

  it('refuses a second stay overlapping the first, with an exclusion violation', async () => {
    const { profileId, venueId } = await insertProfileAndVenue(handle.db, 'overlap');
    await book(venueId, profileId, '2026-03-10', '2026-03-15');
    const error = await refusalOf(venueId, profileId, '2026-03-14', '2026-03-16');
    expect(isExclusionViolation(error)).toBe(true);
    const inside = await refusalOf(venueId, profileId, '2026-03-11', '2026-03-12');
    expect(isExclusionViolation(inside)).toBe(true);
    expect(await bookingsOf(venueId)).toEqual([{ date_from: '2026-03-10', date_to: '2026-03-15' }]);
  });

  it('stores a stay that starts on the check-out day of another (half-open stays)', async () => {
    const { profileId, venueId } = await insertProfileAndVenue(handle.db, 'turnover');
    await book(venueId, profileId, '2026-04-01', '2026-04-05');
    await book(venueId, profileId, '2026-04-05', '2026-04-07');
    await book(venueId, profileId, '2026-03-30', '2026-04-01');
    expect(await bookingsOf(venueId)).toHaveLength(3);
  });

  it('lets the same dates be booked on another venue', async () => {
    const a = await insertProfileAndVenue(handle.db, 'venue_a');
    const b = await insertProfileAndVenue(handle.db, 'venue_b');
    await book(a.venueId, a.profileId, '2026-05-01', '2026-05-04');
    await book(b.venueId, a.profileId, '2026-05-01', '2026-05-04');
    expect(await bookingsOf(b.venueId)).toHaveLength(1);
  });

  it('refuses a stay whose check-out is not after its check-in', async () => {
    const { profileId, venueId } = await insertProfileAndVenue(handle.db, 'min_stay');
    const same = await refusalOf(venueId, profileId, '2026-06-01', '2026-06-01');
    expect(isCheckViolation(same)).toBe(true);
    const reversed = await refusalOf(venueId, profileId, '2026-06-05', '2026-06-01');
    expect(isCheckViolation(reversed)).toBe(true);
    expect(await bookingsOf(venueId)).toEqual([]);
  });

  it('refuses a booking of a venue that does not exist', async () => {
    const { profileId } = await insertProfileAndVenue(handle.db, 'fk');
    const missing = '00000000-0000-4000-8000-000000000000';
    const error = await refusalOf(missing, profileId, '2026-07-01', '2026-07-02');
    expect(isForeignKeyViolation(error)).toBe(true);
  });

  it('keeps booking_count in step with inserts and deletes', async () => {
    const { profileId, venueId } = await insertProfileAndVenue(handle.db, 'count');
    const count = () => bookingCountOf(handle.db, venueId);
    expect(await count()).toBe(0);
    const first = await book(venueId, profileId, '2026-08-01', '2026-08-03');
    await book(venueId, profileId, '2026-08-03', '2026-08-04');
    expect(await count()).toBe(2);
    await book(venueId, profileId, '2026-08-02', '2026-08-05').catch(() => undefined);
    expect(await count()).toBe(2);
    await handle.db.deleteFrom('bookings').where('id', '=', first.id).execute();
    expect(await count()).toBe(1);
  });

  it('serialises transactions: a rolled-back booking leaves nothing behind', async () => {
    const { profileId, venueId } = await insertProfileAndVenue(handle.db, 'tx');
    const failing = handle.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('bookings')
        .values({
          venue_id: venueId,
          customer_id: profileId,
          date_from: '2026-09-01',
          date_to: '2026-09-02',
          guests: 1,
        })
        .execute();
      throw new Error('changed my mind');
    });
    const concurrent = book(venueId, profileId, '2026-09-10', '2026-09-11');
    await expect(failing).rejects.toThrow('changed my mind');
    await concurrent;
    expect(await bookingsOf(venueId)).toEqual([{ date_from: '2026-09-10', date_to: '2026-09-11' }]);
  });

  if (engine === 'postgres') {
    it('stores exactly one of 20 concurrent overlapping stays', async () => {
      const { profileId, venueId } = await insertProfileAndVenue(handle.db, 'race');
      const attempts = Array.from({ length: 20 }, (_, i) =>
        book(venueId, profileId, `2026-10-${String(1 + (i % 5)).padStart(2, '0')}`, '2026-10-08'),
      );
      const results = await Promise.allSettled(attempts);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused).toHaveLength(19);
      // Each refusal by its SQLSTATE (or its message), so a refusal for another reason says which.
      expect(
        refused.map((r) =>
          isExclusionViolation(r.reason)
            ? SQLSTATE.exclusionViolation
            : (sqlState(r.reason) ?? String(r.reason)),
        ),
      ).toEqual(Array.from({ length: 19 }, () => SQLSTATE.exclusionViolation));
      expect(await bookingsOf(venueId)).toHaveLength(1);
    });
  }
});
