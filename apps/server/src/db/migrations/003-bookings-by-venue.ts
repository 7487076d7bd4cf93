import { sql, type Kysely } from 'kysely';

/**
 * A venue's bookings in date order from a plain B-tree. The exclusion constraint's GiST index
 * also leads with venue_id, but GiST cannot take a list of venues (`venue_id = any(...)`), so
 * embedding the bookings of a page of venues, or checking their availability, read every
 * booking of the date range instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bookings_venue_idx ON bookings (venue_id, date_from)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX bookings_venue_idx`.execute(db);
}
