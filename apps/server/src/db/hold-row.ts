import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The statement that holds row `id` of `table` (FOR NO KEY UPDATE) until the transaction ends:
 * the next transaction to hold it waits, while rows that only refer to it are written freely.
 * The caller runs it, and says whether the row must exist.
 */
export function holdRow(db: Kysely<Database>, table: 'profiles' | 'venues', id: string) {
  return db.selectFrom(table).select('id').where('id', '=', id).forNoKeyUpdate();
}
