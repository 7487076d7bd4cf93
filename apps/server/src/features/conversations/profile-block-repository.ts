import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { blockList } from '../../db/block-list.js';
import { countRows } from '../../db/row-counts.js';

/** Whom each person blocked (migration 019): no messages and no booking requests from them. */
export function createProfileBlockRepository(db: Kysely<Database>) {
  const { blocks, block, unblock } = blockList(db, 'profile_blocks');
  return {
    blocks,

    async blockedSince(blockerId: string, since: Date): Promise<number> {
      return countRows(
        db
          .selectFrom('profile_blocks')
          .where('blocker_id', '=', blockerId)
          .where('created_at', '>', since),
      );
    },

    /** Blocks (again: a no-op). */
    block,
    unblock,
  };
}
