import { sql, type Kysely } from 'kysely';

/**
 * Bookings gain a status (a host-cancelled booking keeps its row but frees its nights), a
 * reference for people, and requests gain idempotency keys.
 *
 * - The exclusion constraint now covers confirmed bookings only (EXCLUDE ... WHERE), so a
 *   cancelled stay's nights are free in the same transaction that cancels it.
 * - The venue's booking count follows confirmed bookings: insert and delete count only those,
 *   and a change of status moves the count.
 * - `reference` is unique. The server draws a random one (domain `bookingReference`); rows
 *   written without one (the backfill, the seeds) take the column default, which spreads a
 *   sequence over the same 40-bit space with a bijection, so those never collide with each other.
 * - `idempotency_keys` holds the first response to a keyed POST for 24 hours, per user and
 *   endpoint, written in the transaction of the insert it answers for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings
      ADD COLUMN status text NOT NULL DEFAULT 'confirmed'
        CONSTRAINT bookings_status_check CHECK (status IN ('confirmed', 'cancelledByHost')),
      ADD COLUMN cancelled_at timestamptz,
      ADD COLUMN cancellation_reason text
        CONSTRAINT bookings_cancellation_reason_length CHECK (char_length(cancellation_reason) <= 500)`.execute(
    db,
  );

  await sql`CREATE SEQUENCE booking_reference_seq`.execute(db);
  // 'REF-' and 8 Crockford base32 characters of (n × an odd number + an offset) mod 2^40: a
  // bijection on 40 bits, so distinct sequence numbers give distinct references.
  // One expression without FROM, so the planner inlines it (the bulk seed calls it per row).
  await sql`
    CREATE FUNCTION booking_reference_for(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
      SELECT 'REF-' ||
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((n * 5370221 + 734328691) % 1099511627776) >> 35) & 31)::int + 1, 1) ||
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((n * 5370221 + 734328691) % 1099511627776) >> 30) & 31)::int + 1, 1) ||
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((n * 5370221 + 734328691) % 1099511627776) >> 25) & 31)::int + 1, 1) ||
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((n * 5370221 + 734328691) % 1099511627776) >> 20) & 31)::int + 1, 1) ||
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((n * 5370221 + 734328691) % 1099511627776) >> 15) & 31)::int + 1, 1) ||
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((n * 5370221 + 734328691) % 1099511627776) >> 10) & 31)::int + 1, 1) ||
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((n * 5370221 + 734328691) % 1099511627776) >> 5) & 31)::int + 1, 1) ||
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((n * 5370221 + 734328691) % 1099511627776) >> 0) & 31)::int + 1, 1)
    $$`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN reference text`.execute(db);
  await sql`UPDATE bookings SET reference = booking_reference_for(nextval('booking_reference_seq'))`.execute(
    db,
  );
  await sql`
    ALTER TABLE bookings
      ALTER COLUMN reference SET DEFAULT booking_reference_for(nextval('booking_reference_seq')),
      ALTER COLUMN reference SET NOT NULL,
      ADD CONSTRAINT bookings_reference_key UNIQUE (reference)`.execute(db);

  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      venue_id WITH =,
      daterange(date_from, date_to, '[)') WITH &&
    ) WHERE (status = 'confirmed')`.execute(db);

  await sql`
    CREATE OR REPLACE FUNCTION venues_follow_booking_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        IF NEW.status = 'confirmed' THEN
          UPDATE venues SET booking_count = booking_count + 1 WHERE id = NEW.venue_id;
        END IF;
      ELSIF TG_OP = 'DELETE' THEN
        IF OLD.status = 'confirmed' THEN
          UPDATE venues SET booking_count = booking_count - 1 WHERE id = OLD.venue_id;
        END IF;
      ELSIF TG_OP = 'UPDATE' THEN
        IF OLD.status = 'confirmed' THEN
          UPDATE venues SET booking_count = booking_count - 1 WHERE id = OLD.venue_id;
        END IF;
        IF NEW.status = 'confirmed' THEN
          UPDATE venues SET booking_count = booking_count + 1 WHERE id = NEW.venue_id;
        END IF;
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER bookings_count_status_trigger AFTER UPDATE OF status, venue_id ON bookings
    FOR EACH ROW
    WHEN ((OLD.status, OLD.venue_id) IS DISTINCT FROM (NEW.status, NEW.venue_id))
    EXECUTE FUNCTION venues_follow_booking_count()`.execute(db);

  await sql`
    CREATE TABLE idempotency_keys (
      profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      scope text NOT NULL,
      key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
      request_hash text NOT NULL,
      status_code integer NOT NULL,
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (profile_id, scope, key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotency_keys`.execute(db);
  await sql`DROP TRIGGER bookings_count_status_trigger ON bookings`.execute(db);
  await sql`DELETE FROM bookings WHERE status <> 'confirmed'`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      venue_id WITH =,
      daterange(date_from, date_to, '[)') WITH &&
    )`.execute(db);
  await sql`
    ALTER TABLE bookings DROP COLUMN reference, DROP COLUMN status, DROP COLUMN cancelled_at,
      DROP COLUMN cancellation_reason`.execute(db);
  await sql`DROP FUNCTION booking_reference_for(bigint)`.execute(db);
  await sql`DROP SEQUENCE booking_reference_seq`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION venues_follow_booking_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE venues SET booking_count = booking_count + 1 WHERE id = NEW.venue_id;
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE venues SET booking_count = booking_count - 1 WHERE id = OLD.venue_id;
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
}
