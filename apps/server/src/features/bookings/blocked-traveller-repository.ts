import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hasRow } from '../../db/row-counts.js';

/** The travellers each host takes no more bookings from (migration 012). */
export function createBlockedTravellerRepository(db: Kysely<Database>) {
  return {
    isBlocked(hostId: string, travellerId: string): Promise<boolean> {
      return hasRow(
        db
          .selectFrom('blocked_travellers')
          .where('host_id', '=', hostId)
          .where('traveller_id', '=', travellerId),
      );
    },

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
      await db
        .insertInto('blocked_travellers')
        .values({ host_id: hostId, traveller_id: travellerId, created_at: at })
        .onConflict((oc) => oc.columns(['host_id', 'traveller_id']).doNothing())
        .execute();
      const row = await db
        .selectFrom('blocked_travellers')
        .select('created_at')
        .where('host_id', '=', hostId)
        .where('traveller_id', '=', travellerId)
        .executeTakeFirstOrThrow();
      return row.created_at;
    },

    async unblock(hostId: string, travellerId: string): Promise<void> {
      await db
        .deleteFrom('blocked_travellers')
        .where('host_id', '=', hostId)
        .where('traveller_id', '=', travellerId)
        .execute();
    },
  };
}
