import { sql, type Kysely } from 'kysely';

/**
 * Booking requests, notifications and e-mail.
 *
 * - A booking may be `requested` (held until the host answers or it lapses at `expires_at`),
 *   and ends `declined`, `expired` or `cancelled` (withdrawn) without taking nights. Requests
 *   hold their nights in the same exclusion constraints as confirmed bookings and blocks, so
 *   two requests, or a request and a booking, cannot overlap and accepting one can never
 *   make a double booking.
 * - `venue_stay_rules` gains the booking mode and the hours a host has to answer.
 * - `notifications` are the in-app list per person, newest (highest `seq`) first; `mail_outbox` the e-mails, written in the
 *   transaction of the change that causes them and delivered afterwards by the job runner.
 * - `password_resets` keeps only a hash of each single-use link's token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_status_check,
      ADD CONSTRAINT bookings_status_check CHECK (
        status IN ('requested', 'confirmed', 'declined', 'expired', 'cancelled', 'cancelledByHost')),
      ADD COLUMN expires_at timestamptz,
      ADD COLUMN responded_at timestamptz,
      ADD COLUMN host_message text CONSTRAINT bookings_host_message_length
        CHECK (char_length(host_message) <= 500),
      ADD COLUMN reminder_sent_at timestamptz,
      ADD CONSTRAINT bookings_requests_lapse CHECK (status <> 'requested' OR expires_at IS NOT NULL)`.execute(
    db,
  );
  await sql`
    CREATE INDEX bookings_request_expiry_idx ON bookings (expires_at)
    WHERE status = 'requested'`.execute(db);
  await sql`
    CREATE INDEX bookings_reminder_due_idx ON bookings (date_from)
    WHERE status = 'confirmed' AND reminder_sent_at IS NULL`.execute(db);

  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      venue_id WITH =,
      daterange(date_from, date_to, '[)') WITH &&
    ) WHERE (status IN ('requested', 'confirmed'))`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION occupancy_follow_booking() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM venue_occupancy WHERE booking_id = OLD.id;
      END IF;
      IF TG_OP <> 'DELETE' AND NEW.status IN ('requested', 'confirmed') THEN
        INSERT INTO venue_occupancy (venue_id, nights, booking_id)
        VALUES (NEW.venue_id, daterange(NEW.date_from, NEW.date_to, '[)'), NEW.id);
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);

  await sql`
    ALTER TABLE venue_stay_rules
      ADD COLUMN booking_mode text NOT NULL DEFAULT 'instant'
        CHECK (booking_mode IN ('instant', 'request')),
      ADD COLUMN request_hours integer NOT NULL DEFAULT 24 CHECK (request_hours BETWEEN 12 AND 72)`.execute(
    db,
  );

  await sql`
    ALTER TABLE profiles
      ADD COLUMN email_preferences jsonb NOT NULL DEFAULT '{}'`.execute(db);

  await sql`
    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY,
      profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (char_length(kind) <= 40),
      title text NOT NULL CHECK (char_length(title) <= 200),
      body text NOT NULL CHECK (char_length(body) <= 1000),
      link text NOT NULL CHECK (char_length(link) <= 500),
      booking_id uuid REFERENCES bookings (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      read_at timestamptz
    )`.execute(db);
  await sql`
    CREATE INDEX notifications_list_idx ON notifications (profile_id, seq DESC)`.execute(db);
  await sql`
    CREATE INDEX notifications_unread_idx ON notifications (profile_id) WHERE read_at IS NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL CHECK (char_length(to_address) <= 320),
      category text NOT NULL,
      subject text NOT NULL CHECK (char_length(subject) <= 300),
      text_body text NOT NULL,
      html_body text NOT NULL,
      attachments jsonb NOT NULL DEFAULT '[]',
      dedupe_key text UNIQUE,
      created_at timestamptz NOT NULL,
      next_attempt_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      sent_at timestamptz,
      failed_at timestamptz,
      last_error text CHECK (char_length(last_error) <= 500)
    )`.execute(db);
  await sql`
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at)
    WHERE sent_at IS NULL AND failed_at IS NULL`.execute(db);
  await sql`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE password_resets (
      token_hash text PRIMARY KEY,
      profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX password_resets_profile_idx ON password_resets (profile_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE password_resets`.execute(db);
  await sql`DROP TABLE mail_outbox`.execute(db);
  await sql`DROP TABLE notifications`.execute(db);
  await sql`ALTER TABLE profiles DROP COLUMN email_preferences`.execute(db);
  await sql`ALTER TABLE venue_stay_rules DROP COLUMN booking_mode, DROP COLUMN request_hours`.execute(
    db,
  );
  await sql`DELETE FROM bookings WHERE status IN ('requested', 'declined', 'expired', 'cancelled')`.execute(
    db,
  );
  await sql`
    CREATE OR REPLACE FUNCTION occupancy_follow_booking() RETURNS trigger LANGUAGE plpgsql AS $$
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
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      venue_id WITH =,
      daterange(date_from, date_to, '[)') WITH &&
    ) WHERE (status = 'confirmed')`.execute(db);
  await sql`DROP INDEX bookings_reminder_due_idx`.execute(db);
  await sql`DROP INDEX bookings_request_expiry_idx`.execute(db);
  await sql`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_requests_lapse,
      DROP COLUMN expires_at, DROP COLUMN responded_at, DROP COLUMN host_message,
      DROP COLUMN reminder_sent_at,
      DROP CONSTRAINT bookings_status_check,
      ADD CONSTRAINT bookings_status_check CHECK (status IN ('confirmed', 'cancelledByHost'))`.execute(
    db,
  );
}
