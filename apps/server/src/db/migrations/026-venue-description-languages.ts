import { sql, type Kysely } from 'kysely';

/**
 * The language a host wrote a venue's description in (null: not said, as for every venue
 * before), and their description in the other language (docs/api.md, "Venues"). The checks hold
 * what the domain's venue body allows: `LOCALES`, a translation only with a language, and the
 * translation sized as the description (`VENUE_DESCRIPTION_MAX`). The public-read cache already
 * hears of every change to `venues` (migration 011).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE venues
      ADD COLUMN description_language text
        CONSTRAINT venues_description_language_known
          CHECK (description_language IN ('en', 'nb')),
      ADD COLUMN description_translation text
        CONSTRAINT venues_description_translation_size
          CHECK (char_length(description_translation) <= 5000),
      ADD CONSTRAINT venues_description_translation_has_language
        CHECK (description_translation IS NULL OR description_language IS NOT NULL)`.execute(db);
}
