import type { Kysely } from 'kysely';
import type { Database, NewContactMessageRow } from '../../db/schema.js';

/** The `contact_messages` table: written by the Contact page, read only by the operator. */
export function createContactRepository(db: Kysely<Database>) {
  return {
    store(message: NewContactMessageRow) {
      return db
        .insertInto('contact_messages')
        .values(message)
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    },
  };
}
