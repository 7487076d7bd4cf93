import { sql, type Kysely } from 'kysely';

/**
 * Uploaded photos (docs/decisions/025-uploaded-photos.md). `images` holds one row per photo,
 * named by its content hash, with what a client needs to lay it out before it loads; its files
 * sit in the media storage under `u/<hash>/`. `due_at` is when the sweep
 * (features/media/image-sweep.ts) next looks whether anything still shows the photo: a day after
 * the upload, or at once when a venue or profile that showed it lets it go. Triggers keep that
 * from every writer of venues and profiles, so no route has to remember it.
 *
 * `media_storage` remembers which storage holds the photos (features/media/storage/shared-storage.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      hash text NOT NULL UNIQUE CHECK (hash ~ '^[0-9a-f]{32,64}$'),
      owner_id uuid REFERENCES profiles (id) ON DELETE SET NULL,
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      placeholder text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      attached_at timestamptz,
      due_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX images_due_idx ON images (due_at) WHERE due_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX images_owner_created_idx ON images (owner_id, created_at)`.execute(db);
  await sql`
    CREATE TABLE media_storage (
      id integer PRIMARY KEY CHECK (id = 1),
      token text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // The hash in an uploaded photo's URL (packages/domain/src/uploaded-images.ts).
  await sql`
    CREATE FUNCTION uploaded_image_hashes(urls text[]) RETURNS SETOF text
    LANGUAGE sql IMMUTABLE AS $$
      SELECT substring(url FROM '/media/u/([0-9a-f]{32,64})/[0-9]+\\.(?:avif|webp|jpg)')
      FROM unnest(urls) AS url
      WHERE url ~ '/media/u/[0-9a-f]{32,64}/[0-9]+\\.(avif|webp|jpg)'
    $$`.execute(db);
  // Let go: due now (its own creation time is never later than the app's clock). Shown: not due.
  await sql`
    CREATE FUNCTION images_follow_references(old_urls text[], new_urls text[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      IF old_urls IS NOT NULL THEN
        UPDATE images SET due_at = created_at
        WHERE hash IN (SELECT uploaded_image_hashes(old_urls));
      END IF;
      IF new_urls IS NOT NULL THEN
        UPDATE images SET due_at = NULL, attached_at = coalesce(attached_at, now())
        WHERE hash IN (SELECT uploaded_image_hashes(new_urls));
      END IF;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION venue_media_urls(media jsonb) RETURNS text[]
    LANGUAGE sql IMMUTABLE AS $$
      SELECT coalesce(array_agg(item->>'url'), '{}')
      FROM jsonb_array_elements(CASE jsonb_typeof(media) WHEN 'array' THEN media ELSE '[]' END) AS item
    $$`.execute(db);
  await sql`
    CREATE FUNCTION venues_images_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM images_follow_references(
        CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE venue_media_urls(OLD.media) END,
        CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE venue_media_urls(NEW.media) END);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER venues_images_follow AFTER INSERT OR DELETE OR UPDATE OF media ON venues
    FOR EACH ROW EXECUTE FUNCTION venues_images_follow()`.execute(db);
  await sql`
    CREATE FUNCTION profiles_images_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM images_follow_references(
        CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE ARRAY[OLD.avatar_url, OLD.banner_url] END,
        CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE ARRAY[NEW.avatar_url, NEW.banner_url] END);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER profiles_images_follow
    AFTER INSERT OR DELETE OR UPDATE OF avatar_url, banner_url ON profiles
    FOR EACH ROW EXECUTE FUNCTION profiles_images_follow()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER profiles_images_follow ON profiles`.execute(db);
  await sql`DROP TRIGGER venues_images_follow ON venues`.execute(db);
  await sql`DROP FUNCTION profiles_images_follow()`.execute(db);
  await sql`DROP FUNCTION venues_images_follow()`.execute(db);
  await sql`DROP FUNCTION venue_media_urls(jsonb)`.execute(db);
  await sql`DROP FUNCTION images_follow_references(text[], text[])`.execute(db);
  await sql`DROP FUNCTION uploaded_image_hashes(text[])`.execute(db);
  await sql`DROP TABLE media_storage`.execute(db);
  await sql`DROP TABLE images`.execute(db);
}
