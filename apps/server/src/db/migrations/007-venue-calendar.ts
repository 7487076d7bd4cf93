import { sql, type Kysely } from 'kysely';

/**
 * The host's calendar: blocked nights, stay rules, calendar feeds (import and export).
 *
 * - `venue_occupancy` holds every night that is taken, one row per confirmed booking and per
 *   block, kept by triggers in the transaction that writes the booking or block. Its exclusion
 *   constraint is the one guarantee: no two of {confirmed booking, block} overlap on a venue,
 *   whatever the concurrency (bookings keep `bookings_no_overlap` as well).
 * - `venue_blocks` are the host's own (`feed_id` null, with a private note) or imported from a
 *   feed (`feed_id`, the event's UID). An imported block that collides with a booking is kept
 *   with `conflict` set and takes no nights, for the host to sort out.
 * - `venue_stay_rules` holds the rules a host set (none: the site's defaults).
 * - `ical_feeds` are the feeds a host imports, with when each last succeeded and its last error,
 *   and when it is next due: the feed scheduler claims due feeds with SKIP LOCKED (decision 008);
 *   `venue_calendar_tokens` the secret of each venue's exported feed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ical_feeds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      venue_id uuid NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
      url text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_attempt_at timestamptz,
      last_success_at timestamptz,
      last_error text CHECK (char_length(last_error) <= 500),
      next_sync_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (venue_id, url)
    )`.execute(db);
  await sql`CREATE INDEX ical_feeds_due_idx ON ical_feeds (next_sync_at)`.execute(db);

  await sql`
    CREATE TABLE venue_blocks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      venue_id uuid NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
      date_from date NOT NULL,
      date_to date NOT NULL,
      note text CHECK (char_length(note) <= 200),
      feed_id uuid REFERENCES ical_feeds (id) ON DELETE CASCADE,
      uid text CHECK (char_length(uid) <= 500),
      summary text CHECK (char_length(summary) <= 500),
      conflict boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT venue_blocks_dates CHECK (date_to > date_from),
      CONSTRAINT venue_blocks_feed_uid UNIQUE (feed_id, uid),
      CONSTRAINT venue_blocks_own_or_imported CHECK ((feed_id IS NULL) = (uid IS NULL)),
      CONSTRAINT venue_blocks_conflicts_are_imported CHECK (NOT conflict OR feed_id IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX venue_blocks_venue_idx ON venue_blocks (venue_id, date_from)`.execute(db);

  await sql`
    CREATE TABLE venue_occupancy (
      venue_id uuid NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
      nights daterange NOT NULL,
      booking_id uuid UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
      block_id uuid UNIQUE REFERENCES venue_blocks (id) ON DELETE CASCADE,
      CONSTRAINT venue_occupancy_one_source CHECK (num_nonnulls(booking_id, block_id) = 1),
      CONSTRAINT venue_occupancy_no_overlap EXCLUDE USING gist (venue_id WITH =, nights WITH &&)
    )`.execute(db);
  // The search's availability probe per venue: a B-tree on the first night answers "any taken
  // night before the stay ends" in one descent, where the constraint's GiST index is slower.
  await sql`
    CREATE INDEX venue_occupancy_probe_idx ON venue_occupancy (venue_id, lower(nights))
    INCLUDE (nights)`.execute(db);

  await sql`
    CREATE FUNCTION occupancy_follow_booking() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM venue_occupancy WHERE booking_id = OLD.id;
      END IF;
      IF TG_OP <> 'DELETE' AND NEW.status = 'confirmed' THEN
        INSERT INTO venue_occupancy (venue_id, nights, booking_id)
        VALUES (NEW.venue_id, daterange(NEW.date_from, NEW.date_to, '[)'), NEW.id);
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER bookings_occupancy_trigger
    AFTER INSERT OR DELETE OR UPDATE OF venue_id, date_from, date_to, status ON bookings
    FOR EACH ROW EXECUTE FUNCTION occupancy_follow_booking()`.execute(db);

  await sql`
    CREATE FUNCTION occupancy_follow_block() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM venue_occupancy WHERE block_id = OLD.id;
      END IF;
      IF TG_OP <> 'DELETE' AND NOT NEW.conflict THEN
        INSERT INTO venue_occupancy (venue_id, nights, block_id)
        VALUES (NEW.venue_id, daterange(NEW.date_from, NEW.date_to, '[)'), NEW.id);
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER venue_blocks_occupancy_trigger
    AFTER INSERT OR DELETE OR UPDATE OF venue_id, date_from, date_to, conflict ON venue_blocks
    FOR EACH ROW EXECUTE FUNCTION occupancy_follow_block()`.execute(db);

  await sql`
    INSERT INTO venue_occupancy (venue_id, nights, booking_id)
    SELECT venue_id, daterange(date_from, date_to, '[)'), id FROM bookings
    WHERE status = 'confirmed'`.execute(db);

  await sql`
    CREATE TABLE venue_stay_rules (
      venue_id uuid PRIMARY KEY REFERENCES venues (id) ON DELETE CASCADE,
      min_nights integer NOT NULL DEFAULT 1 CHECK (min_nights BETWEEN 1 AND 366),
      max_nights integer CHECK (max_nights BETWEEN 1 AND 366),
      horizon_days integer CHECK (horizon_days BETWEEN 0 AND 5000),
      notice_days integer NOT NULL DEFAULT 0 CHECK (notice_days BETWEEN 0 AND 366),
      check_in_time text CHECK (check_in_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      check_out_time text CHECK (check_out_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      seasons jsonb NOT NULL DEFAULT '[]',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE venue_calendar_tokens (
      venue_id uuid PRIMARY KEY REFERENCES venues (id) ON DELETE CASCADE,
      token text NOT NULL UNIQUE CHECK (char_length(token) >= 32),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE venue_calendar_tokens`.execute(db);
  await sql`DROP TABLE venue_stay_rules`.execute(db);
  await sql`DROP TRIGGER venue_blocks_occupancy_trigger ON venue_blocks`.execute(db);
  await sql`DROP TRIGGER bookings_occupancy_trigger ON bookings`.execute(db);
  await sql`DROP FUNCTION occupancy_follow_block()`.execute(db);
  await sql`DROP FUNCTION occupancy_follow_booking()`.execute(db);
  await sql`DROP TABLE venue_occupancy`.execute(db);
  await sql`DROP TABLE venue_blocks`.execute(db);
  await sql`DROP TABLE ical_feeds`.execute(db);
}
