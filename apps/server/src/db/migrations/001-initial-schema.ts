import { sql, type Kysely } from 'kysely';

/**
 * The first schema. SQL that PostgreSQL 15 runs (PGlite is 18): no newer syntax.
 * The exclusion constraint is what makes a double booking impossible, whatever the concurrency:
 * two half-open stays [from, to) on one venue can never both be stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE TABLE profiles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text NOT NULL CHECK (email = lower(email)),
      password_hash text NOT NULL,
      bio text,
      avatar_url text NOT NULL,
      avatar_alt text NOT NULL DEFAULT '',
      banner_url text NOT NULL,
      banner_alt text NOT NULL DEFAULT '',
      venue_manager boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX profiles_name_lower_key ON profiles (lower(name))`.execute(db);
  await sql`CREATE UNIQUE INDEX profiles_email_key ON profiles (email)`.execute(db);

  await sql`
    CREATE TABLE api_keys (
      key text PRIMARY KEY,
      profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      name text NOT NULL,
      status text NOT NULL DEFAULT 'ACTIVE',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX api_keys_profile_idx ON api_keys (profile_id)`.execute(db);

  await sql`
    CREATE TABLE venues (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL,
      media jsonb NOT NULL DEFAULT '[]'::jsonb,
      price double precision NOT NULL CHECK (price >= 0 AND price <= 10000),
      max_guests integer NOT NULL CHECK (max_guests BETWEEN 1 AND 100),
      rating double precision NOT NULL DEFAULT 0 CHECK (rating >= 0 AND rating <= 5),
      wifi boolean NOT NULL DEFAULT false,
      parking boolean NOT NULL DEFAULT false,
      breakfast boolean NOT NULL DEFAULT false,
      pets boolean NOT NULL DEFAULT false,
      address text,
      city text,
      zip text,
      country text,
      continent text,
      lat double precision CHECK (lat BETWEEN -90 AND 90),
      lng double precision CHECK (lng BETWEEN -180 AND 180),
      booking_count integer NOT NULL DEFAULT 0,
      search_text text GENERATED ALWAYS AS (
        lower(name || ' ' || description || ' ' || coalesce(city, '') || ' ' || coalesce(country, ''))
      ) STORED,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // One index per sort order of the browse page, with id as the tie-breaker for stable pages.
  await sql`CREATE INDEX venues_created_idx ON venues (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX venues_price_idx ON venues (price, id)`.execute(db);
  await sql`CREATE INDEX venues_rating_idx ON venues (rating DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX venues_popularity_idx ON venues (booking_count DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX venues_owner_idx ON venues (owner_id, created_at)`.execute(db);
  await sql`CREATE INDEX venues_search_trgm_idx ON venues USING gin (search_text gin_trgm_ops)`.execute(
    db,
  );

  await sql`
    CREATE TABLE bookings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      venue_id uuid NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
      customer_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      date_from date NOT NULL,
      date_to date NOT NULL,
      guests integer NOT NULL CHECK (guests BETWEEN 1 AND 100),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bookings_min_stay CHECK (date_to > date_from),
      CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
        venue_id WITH =,
        daterange(date_from, date_to, '[)') WITH &&
      )
    )`.execute(db);
  await sql`CREATE INDEX bookings_customer_idx ON bookings (customer_id, date_from)`.execute(db);

  // Popularity without counting at read time: a venue's booking count follows its bookings.
  await sql`
    CREATE FUNCTION venues_follow_booking_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE venues SET booking_count = booking_count + 1 WHERE id = NEW.venue_id;
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE venues SET booking_count = booking_count - 1 WHERE id = OLD.venue_id;
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER bookings_count_trigger AFTER INSERT OR DELETE ON bookings
    FOR EACH ROW EXECUTE FUNCTION venues_follow_booking_count()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE bookings`.execute(db);
  await sql`DROP FUNCTION venues_follow_booking_count()`.execute(db);
  await sql`DROP TABLE venues`.execute(db);
  await sql`DROP TABLE api_keys`.execute(db);
  await sql`DROP TABLE profiles`.execute(db);
}
