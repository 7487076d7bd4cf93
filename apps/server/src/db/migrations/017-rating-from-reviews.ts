import { sql, type Kysely } from 'kysely';

/**
 * The rating sort reads the guests' reviews only (`review_rating`, null before the first
 * review, sorted last either way): `shown_rating` fell back to the rating a host sets for their
 * own venue, so a new venue whose host picked five stars outranked venues guests had reviewed
 * (docs/spec-deviations.md). The host's `rating` stays, as sent, for Noroff clients.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX venues_review_rating_idx ON venues (review_rating DESC NULLS LAST, id DESC)`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS venues_shown_rating_idx`.execute(db);
  await sql`ALTER TABLE venues DROP COLUMN shown_rating`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE venues ADD COLUMN shown_rating double precision GENERATED ALWAYS AS (
      CASE WHEN review_count > 0 THEN review_rating ELSE rating END) STORED`.execute(db);
  await sql`CREATE INDEX venues_shown_rating_idx ON venues (shown_rating DESC, id DESC)`.execute(
    db,
  );
  await sql`DROP INDEX venues_review_rating_idx`.execute(db);
}
