import { sql, type Kysely } from 'kysely';

/**
 * Messages sent from the Contact page, kept for the operator (no endpoint reads them back).
 * The lengths repeat the domain schema's, so a row can never hold more than the form allows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CONSTRAINT contact_messages_name_length CHECK (char_length(name) BETWEEN 1 AND 100),
      email text NOT NULL CONSTRAINT contact_messages_email_length CHECK (char_length(email) BETWEEN 3 AND 254),
      subject text NOT NULL CONSTRAINT contact_messages_subject_length CHECK (char_length(subject) BETWEEN 1 AND 150),
      message text NOT NULL CONSTRAINT contact_messages_message_length CHECK (char_length(message) BETWEEN 1 AND 5000),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contact_messages`.execute(db);
}
