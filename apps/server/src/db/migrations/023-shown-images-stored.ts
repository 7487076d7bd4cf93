import { sql, type Kysely } from 'kysely';

/**
 * A venue or profile may not start showing an upload of ours that is no longer stored
 * (docs/decisions/025-uploaded-photos.md, "Rows and the sweep"). The sweep deletes an image's row
 * and files in one transaction that holds the row; a writer that attaches the photo meanwhile
 * waits on that row in migration 018's trigger, and found it gone without noticing: the venue then
 * showed a photo whose files were deleted. Now the trigger looks again once its update is done,
 * in a statement of its own (so it sees what committed while it waited), and refuses the write
 * with a foreign-key violation naming `images_shown_stored` (answered 409). Only portable paths
 * (`/media/u/…`, how our own URLs are stored) are checked; one that was shown before the write is
 * left alone, so a venue whose photo was lost earlier can still be edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION images_follow_references(old_urls text[], new_urls text[]) RETURNS void
    LANGUAGE plpgsql AS $$
    DECLARE
      missing text;
    BEGIN
      IF old_urls IS NOT NULL THEN
        UPDATE images SET due_at = created_at
        WHERE hash IN (SELECT uploaded_image_hashes(old_urls));
      END IF;
      IF new_urls IS NOT NULL THEN
        UPDATE images SET due_at = NULL, attached_at = coalesce(attached_at, now())
        WHERE hash IN (SELECT uploaded_image_hashes(new_urls));
        SELECT shown.hash INTO missing
        FROM uploaded_image_hashes(ARRAY(
          SELECT url FROM unnest(new_urls) AS url WHERE url LIKE '/media/u/%'
        )) AS shown (hash)
        WHERE shown.hash NOT IN (SELECT uploaded_image_hashes(coalesce(old_urls, '{}')))
          AND NOT EXISTS (SELECT 1 FROM images WHERE images.hash = shown.hash)
        LIMIT 1;
        IF missing IS NOT NULL THEN
          RAISE EXCEPTION 'uploaded image % is not stored', missing
            USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'images_shown_stored';
        END IF;
      END IF;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION images_follow_references(old_urls text[], new_urls text[]) RETURNS void
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
}
