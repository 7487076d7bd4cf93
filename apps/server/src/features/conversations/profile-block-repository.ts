import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countRows, hasRow } from '../../db/row-counts.js';

/** Whom each person blocked (migration 019): no messages and no booking requests from them. */
export function createProfileBlockRepository(db: Kysely<Database>) {
  return {
    blocks(blockerId: string, blockedId: string): Promise<boolean> {
      return hasRow(
        db
          .selectFrom('profile_blocks')
          .where('blocker_id', '=', blockerId)
          .where('blocked_id', '=', blockedId),
      );
    },

    async blockedSince(blockerId: string, since: Date): Promise<number> {
      return countRows(
        db
          .selectFrom('profile_blocks')
          .where('blocker_id', '=', blockerId)
          .where('created_at', '>', since),
      );
    },

    /** Blocks (again: a no-op). */
    async block(blockerId: string, blockedId: string, at: Date): Promise<void> {
      await db
        .insertInto('profile_blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
        .execute();
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db
        .deleteFrom('profile_blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .execute();
    },
  };
}
