import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A repository of `queries` over `db`, with `transaction(work)`: `work` runs in one transaction
 * against the same queries bound to it (and the transaction itself, for a feature that must
 * hand it to another's queries, such as the notifier).
 */
export function transactionalRepository<Q extends object>(
  db: Kysely<Database>,
  queries: (db: Kysely<Database>) => Q,
) {
  return {
    ...queries(db),
    transaction<T>(work: (queries: Q, tx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute((tx) => work(queries(tx), tx));
    },
  };
}
