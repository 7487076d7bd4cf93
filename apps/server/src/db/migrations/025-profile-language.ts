import { sql, type Kysely } from 'kysely';

/**
 * The language a person reads Holidaze in (docs/decisions/037-languages.md): what their mails
 * and their calendar feed are written in. English for everyone who had an account before, as
 * everything was then; the check holds what the domain's `LOCALES` lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE profiles
      ADD COLUMN language text NOT NULL DEFAULT 'en'
        CONSTRAINT profiles_language_known CHECK (language IN ('en', 'nb'))`.execute(db);
}
