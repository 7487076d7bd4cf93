import { sql, type Kysely } from 'kysely';

/**
 * Limits on how much of a calendar one traveller holds with requests (domain
 * `booking-request-limits.ts`, docs/security.md "The booking lifecycle"):
 * - one request waiting per traveller and venue, the database's word whatever races
 *   (a partial unique index; its leading column also counts a traveller's waiting requests,
 *   which the lifecycle does under a lock of the traveller's profile row);
 * - the latest refusal per traveller and venue found by an index, for the cooldown;
 * - `blocked_travellers`: the travellers a host takes no more bookings from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Older data may hold two waiting requests of one traveller at one venue: all but the latest
  // lapse now, as the expiry job would have let them (a schema change, before any server runs).
  await sql`
    UPDATE bookings b SET status = 'expired', responded_at = now(), updated_at = now()
    WHERE b.status = 'requested' AND EXISTS (
      SELECT 1 FROM bookings later
      WHERE later.status = 'requested' AND later.customer_id = b.customer_id
        AND later.venue_id = b.venue_id
        AND (later.created_at, later.id) > (b.created_at, b.id))`.execute(db);
  await sql`
    CREATE UNIQUE INDEX bookings_one_open_request_idx ON bookings (customer_id, venue_id)
    WHERE status = 'requested'`.execute(db);
  await sql`
    CREATE INDEX bookings_refused_requests_idx ON bookings (customer_id, venue_id, responded_at)
    WHERE status IN ('declined', 'expired')`.execute(db);
  await sql`
    CREATE TABLE blocked_travellers (
      host_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      traveller_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (host_id, traveller_id),
      CHECK (host_id <> traveller_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blocked_travellers`.execute(db);
  await sql`DROP INDEX bookings_refused_requests_idx`.execute(db);
  await sql`DROP INDEX bookings_one_open_request_idx`.execute(db);
}
