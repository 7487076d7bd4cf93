import { sql, type Kysely } from 'kysely';

/**
 * A feed's last error is stored as a category (what kind of failure) and a message in our own
 * words (features/calendar-sync/feed-sync.ts). Messages stored before this could quote the
 * fetched text or a resolver's error naming internal hosts, so they are replaced by a neutral
 * one; the next read writes a fresh error, or clears it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ical_feeds ADD COLUMN last_error_category text
    CHECK (last_error_category IN
      ('refused', 'unreachable', 'timeout', 'status', 'too-large', 'malformed', 'internal'))`.execute(
    db,
  );
  await sql`
    UPDATE ical_feeds SET last_error = 'the feed could not be read', last_error_category = 'internal'
    WHERE last_error IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ical_feeds DROP COLUMN last_error_category`.execute(db);
}
