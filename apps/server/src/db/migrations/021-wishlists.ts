import { sql, type Kysely } from 'kysely';

/**
 * Wishlists (docs/api.md, "Wishlists"): a person's named lists and the venues saved in them.
 * One default list per person (the one a heart saves to), by a partial unique index, so two
 * first hearts at once make one. A venue is once per list (the primary key); a venue's rows go
 * with it, so a deleted venue leaves its lists working. `owner_id` is repeated on the saved rows,
 * tied to the list's by the foreign key, for "which of my lists hold this venue". `share_token`
 * is the secret of the list's read-only link, null while it is off
 * (docs/decisions/030-wishlist-share-links.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE wishlists (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
      is_default boolean NOT NULL DEFAULT false,
      share_token text UNIQUE CHECK (char_length(share_token) >= 43),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CONSTRAINT wishlists_id_owner UNIQUE (id, owner_id)
    )`.execute(db);
  await sql`CREATE INDEX wishlists_owner_idx ON wishlists (owner_id, created_at, id)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX wishlists_one_default_idx ON wishlists (owner_id) WHERE is_default`.execute(
    db,
  );
  await sql`
    CREATE TABLE wishlist_venues (
      wishlist_id uuid NOT NULL,
      owner_id uuid NOT NULL,
      venue_id uuid NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
      saved_at timestamptz NOT NULL,
      PRIMARY KEY (wishlist_id, venue_id),
      FOREIGN KEY (wishlist_id, owner_id) REFERENCES wishlists (id, owner_id) ON DELETE CASCADE
    )`.execute(db);
  // The hearts: which of a person's lists hold a venue, and all they saved.
  await sql`CREATE INDEX wishlist_venues_owner_idx ON wishlist_venues (owner_id, venue_id)`.execute(
    db,
  );
  // A venue's deletion finds its saved rows.
  await sql`CREATE INDEX wishlist_venues_venue_idx ON wishlist_venues (venue_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE wishlist_venues`.execute(db);
  await sql`DROP TABLE wishlists`.execute(db);
}
