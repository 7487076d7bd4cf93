import type { Kysely } from 'kysely';
import { hasRow } from './row-counts.js';
import type { Database } from './schema.js';

/**
 * The lists of whom someone refuses, one row per pair with when it was added, by table and its
 * two columns: who blocks, and whom.
 */
const BLOCK_LISTS = {
  /** A host's blocked travellers: no more bookings from them (migration 012). */
  blocked_travellers: { by: 'host_id', of: 'traveller_id' },
  /** Anyone's blocked people: no messages and no booking requests from them (migration 019). */
  profile_blocks: { by: 'blocker_id', of: 'blocked_id' },
} as const;

/** Whether `by` blocks `of` and since when, blocking (again: a no-op) and unblocking, on one list. */
export function blockList(db: Kysely<Database>, table: keyof typeof BLOCK_LISTS) {
  const { by, of } = BLOCK_LISTS[table];
  const rowOf = (byId: string, ofId: string) =>
    db.selectFrom(table).where(by, '=', byId).where(of, '=', ofId);
  return {
    blocks: (byId: string, ofId: string): Promise<boolean> => hasRow(rowOf(byId, ofId)),

    /** When `by` blocked `of` (who must be blocked). */
    async since(byId: string, ofId: string): Promise<Date> {
      return (await rowOf(byId, ofId).select('created_at').executeTakeFirstOrThrow()).created_at;
    },

    /** Blocks (again: a no-op, keeping the first time). */
    async block(byId: string, ofId: string, at: Date): Promise<void> {
      await db
        .insertInto(table)
        .values({ [by]: byId, [of]: ofId, created_at: at })
        .onConflict((oc) => oc.columns([by, of]).doNothing())
        .execute();
    },

    async unblock(byId: string, ofId: string): Promise<void> {
      await db.deleteFrom(table).where(by, '=', byId).where(of, '=', ofId).execute();
    },
  };
}
