import { sql, type Kysely } from 'kysely';
import { LIVE_EVENTS_CHANNEL } from '../live-events-channel.js';

/**
 * Guest–host conversations and the live stream (docs/api.md, "Conversations" and "Live events";
 * docs/decisions/027-live-events-across-instances.md).
 *
 * - `conversations`: one per traveller and venue; `host_id` is the venue's owner when it was
 *   opened. The inbox reads it by either side, newest activity first.
 * - `messages`: the text as written (1..2,000 characters; PostgreSQL text holds no NUL), with
 *   its recipient so a person's unread count is one index range. `mail_checked_at` marks a
 *   message the unread-mail job has looked at, once.
 * - `message_reports` and `profile_blocks`: what a person reports and whom they block.
 * - `live_events`: every event a stream carries, numbered, kept for the replay window. A
 *   statement that adds events notifies LIVE_EVENTS_CHANNEL, so every instance reads them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE conversations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      venue_id uuid NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
      guest_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      host_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      last_message_at timestamptz NOT NULL,
      guest_mailed_at timestamptz,
      host_mailed_at timestamptz,
      CONSTRAINT conversations_one_per_pair UNIQUE (guest_id, venue_id),
      CHECK (guest_id <> host_id)
    )`.execute(db);
  await sql`
    CREATE INDEX conversations_guest_inbox_idx ON conversations (guest_id, last_message_at DESC, id DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX conversations_host_inbox_idx ON conversations (host_id, last_message_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX conversations_venue_idx ON conversations (venue_id)`.execute(db);

  await sql`
    CREATE TABLE messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY,
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      sender_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      recipient_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL,
      read_at timestamptz,
      mail_checked_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX messages_page_idx ON messages (conversation_id, seq DESC)`.execute(db);
  await sql`
    CREATE INDEX messages_unread_idx ON messages (recipient_id, conversation_id)
    WHERE read_at IS NULL`.execute(db);
  await sql`CREATE INDEX messages_sender_idx ON messages (sender_id, created_at)`.execute(db);
  await sql`
    CREATE INDEX messages_mail_due_idx ON messages (created_at)
    WHERE read_at IS NULL AND mail_checked_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE message_reports (
      message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
      reporter_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (message_id, reporter_id)
    )`.execute(db);
  await sql`CREATE INDEX message_reports_reporter_idx ON message_reports (reporter_id, created_at)`.execute(
    db,
  );

  await sql`
    CREATE TABLE profile_blocks (
      blocker_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      blocked_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (blocker_id, blocked_id),
      CHECK (blocker_id <> blocked_id)
    )`.execute(db);
  await sql`CREATE INDEX profile_blocks_blocked_idx ON profile_blocks (blocked_id)`.execute(db);

  await sql`
    CREATE TABLE live_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      type text NOT NULL CHECK (char_length(type) <= 40),
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX live_events_replay_idx ON live_events (profile_id, id)`.execute(db);
  await sql`CREATE INDEX live_events_created_idx ON live_events (created_at)`.execute(db);
  await sql`
    CREATE FUNCTION live_events_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(LIVE_EVENTS_CHANNEL)}, '');
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER live_events_announce AFTER INSERT ON live_events
    FOR EACH STATEMENT EXECUTE FUNCTION live_events_added()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE live_events`.execute(db);
  await sql`DROP FUNCTION live_events_added()`.execute(db);
  await sql`DROP TABLE profile_blocks`.execute(db);
  await sql`DROP TABLE message_reports`.execute(db);
  await sql`DROP TABLE messages`.execute(db);
  await sql`DROP TABLE conversations`.execute(db);
}
