import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Runs `load` (inserting many bookings at once) with the per-row booking-count trigger off, then
 * sets every venue's count in one UPDATE. Through the trigger, each confirmed booking updated its
 * venue's row, and with it every index of `venues` (the text search's trigram index among them):
 * most of the time of seeding the demo data. Only for loading data; ALTER TABLE locks
 * `bookings` until the transaction ends.
 */
export async function withBookingCountsAfter<T>(
  db: Kysely<Database>,
  load: () => Promise<T>,
): Promise<T> {
  await sql`ALTER TABLE bookings DISABLE TRIGGER bookings_count_trigger`.execute(db);
  let loaded: T;
  try {
    loaded = await load();
  } finally {
    await sql`ALTER TABLE bookings ENABLE TRIGGER bookings_count_trigger`.execute(db);
  }
  await sql`
    UPDATE venues SET booking_count = counted.n
    FROM (SELECT venue_id, count(*)::int AS n FROM bookings WHERE status = 'confirmed'
      GROUP BY venue_id) AS counted
    WHERE venues.id = counted.venue_id AND venues.booking_count <> counted.n`.execute(db);
  return loaded;
}
