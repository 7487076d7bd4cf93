import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { blockList } from '../../db/block-list.js';

/** The travellers each host takes no more bookings from (migration 012). */
export function createBlockedTravellerRepository(db: Kysely<Database>) {
  const list = blockList(db, 'blocked_travellers');
  return {
    isBlocked: list.blocks,

    /** The host's blocked travellers by name, most recently blocked first. */
    listOf(hostId: string) {
      return db
        .selectFrom('blocked_travellers as b')
        .innerJoin('profiles as p', 'p.id', 'b.traveller_id')
        .select(['p.name', 'b.created_at'])
        .where('b.host_id', '=', hostId)
        .orderBy('b.created_at', 'desc')
        .orderBy('p.name')
        .execute();
    },

    /** Blocks the traveller (again: a no-op); when they were blocked. */
    async block(hostId: string, travellerId: string, at: Date): Promise<Date> {
      await list.block(hostId, travellerId, at);
      return list.since(hostId, travellerId);
    },

    unblock: list.unblock,
  };
}
