import { sql, type Kysely } from 'kysely';

/**
 * Reviews of stays (docs/api.md, "Reviews"). One review per booking and side (`guest`: the
 * traveller about the stay, with four categories; `host`: the host about the guest), so "once per
 * side" is the database's word. `published_at` stays null while the review is hidden (double-blind)
 * and is set on both of a stay's reviews in one transaction: when the second is written, or by the
 * job when the window closes (`window_closes_at`). A venue keeps its published guest reviews in
 * figures (`review_*`, written in the publishing transaction) and `shown_rating`, generated: the
 * reviews' average once there are any, else the host-set rating; the rating sort reads it through
 * its own index. `bookings.review_prompt_sent_at` makes the "review your stay" notice go out once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      venue_id uuid NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
      side text NOT NULL CHECK (side IN ('guest', 'host')),
      author_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      subject_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
      cleanliness smallint CHECK (cleanliness BETWEEN 1 AND 5),
      accuracy smallint CHECK (accuracy BETWEEN 1 AND 5),
      location smallint CHECK (location BETWEEN 1 AND 5),
      value smallint CHECK (value BETWEEN 1 AND 5),
      text text NOT NULL CHECK (char_length(text) BETWEEN 20 AND 1000),
      created_at timestamptz NOT NULL DEFAULT now(),
      window_closes_at timestamptz NOT NULL,
      published_at timestamptz,
      reply text CHECK (char_length(reply) BETWEEN 1 AND 1000),
      replied_at timestamptz,
      CONSTRAINT reviews_one_per_side UNIQUE (booking_id, side),
      CONSTRAINT reviews_categories_of_guests CHECK (
        num_nonnulls(cleanliness, accuracy, location, value)
          = CASE WHEN side = 'guest' THEN 4 ELSE 0 END),
      CONSTRAINT reviews_reply_published_guest CHECK (
        reply IS NULL OR (side = 'guest' AND published_at IS NOT NULL AND replied_at IS NOT NULL))
    )`.execute(db);
  // A venue's page of reviews, newest first; the aggregates' recount.
  await sql`
    CREATE INDEX reviews_venue_published_idx ON reviews (venue_id, published_at DESC, id DESC)
    WHERE side = 'guest' AND published_at IS NOT NULL`.execute(db);
  // The job's queue: hidden reviews by the time their window closes.
  await sql`
    CREATE INDEX reviews_unpublished_idx ON reviews (window_closes_at)
    WHERE published_at IS NULL`.execute(db);
  await sql`CREATE INDEX reviews_author_idx ON reviews (author_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX reviews_subject_idx ON reviews (subject_id, created_at DESC)`.execute(db);

  await sql`
    ALTER TABLE venues
      ADD COLUMN review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
      ADD COLUMN review_rating double precision,
      ADD COLUMN review_cleanliness double precision,
      ADD COLUMN review_accuracy double precision,
      ADD COLUMN review_location double precision,
      ADD COLUMN review_value double precision`.execute(db);
  await sql`
    ALTER TABLE venues ADD COLUMN shown_rating double precision GENERATED ALWAYS AS (
      CASE WHEN review_count > 0 THEN review_rating ELSE rating END) STORED`.execute(db);
  await sql`CREATE INDEX venues_shown_rating_idx ON venues (shown_rating DESC, id DESC)`.execute(
    db,
  );
  // The rating sort reads shown_rating now; the host's rating alone is never sorted by.
  await sql`DROP INDEX IF EXISTS venues_rating_idx`.execute(db);

  await sql`ALTER TABLE bookings ADD COLUMN review_prompt_sent_at timestamptz`.execute(db);
  // Stays whose window is open or ahead and that have not been prompted: the prompt job's queue.
  await sql`
    CREATE INDEX bookings_review_prompt_idx ON bookings (date_to)
    WHERE status = 'confirmed' AND review_prompt_sent_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX bookings_review_prompt_idx`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN review_prompt_sent_at`.execute(db);
  await sql`CREATE INDEX venues_rating_idx ON venues (rating DESC, id DESC)`.execute(db);
  await sql`
    ALTER TABLE venues DROP COLUMN shown_rating, DROP COLUMN review_count,
      DROP COLUMN review_rating, DROP COLUMN review_cleanliness, DROP COLUMN review_accuracy,
      DROP COLUMN review_location, DROP COLUMN review_value`.execute(db);
  await sql`DROP TABLE reviews`.execute(db);
}
