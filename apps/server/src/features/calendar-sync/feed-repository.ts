import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  createNotificationRepository,
  type NoticeSettings,
} from '../notifications/notification-repository.js';
import type { FeedSyncStore } from './feed-sync.js';
import type { ImportedEvent } from './ical-import.js';

async function conflictUids(db: Kysely<Database>, feedId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('venue_blocks')
    .select('uid')
    .where('feed_id', '=', feedId)
    .where('conflict', '=', true)
    .execute();
  return new Set(rows.map((row) => row.uid ?? ''));
}

/**
 * The `ical_feeds` table and the blocks each feed imported: the store a feed import writes
 * through (feed-sync.ts).
 */
export function createFeedRepository(db: Kysely<Database>, notices?: NoticeSettings) {
  const recordAttempt = (feedId: string, values: object) =>
    db.updateTable('ical_feeds').set(values).where('id', '=', feedId).execute();
  const store: FeedSyncStore = {
    async currentEvents(feedId) {
      const rows = await db
        .selectFrom('venue_blocks')
        .select(['uid', 'summary', 'date_from', 'date_to'])
        .where('feed_id', '=', feedId)
        .execute();
      return rows.map((row): ImportedEvent => ({
        uid: row.uid ?? '',
        summary: row.summary ?? '',
        dateFrom: row.date_from,
        dateTo: row.date_to,
      }));
    },

    /**
     * The feed's blocks replaced in one transaction, in start order: an event whose nights are
     * already taken (a booking here, another block, an earlier event of the same feed) is kept
     * as a conflict. The venue's row is locked first, as every booking write does, so no
     * booking slips in between the check and the insert.
     */
    async replaceEvents(feedId, events, at = new Date()) {
      await db.transaction().execute(async (tx) => {
        const feed = await tx
          .selectFrom('ical_feeds')
          .select('venue_id')
          .where('id', '=', feedId)
          .executeTakeFirstOrThrow();
        await tx
          .selectFrom('venues')
          .select('id')
          .where('id', '=', feed.venue_id)
          .forNoKeyUpdate()
          .execute();
        const conflictsBefore = await conflictUids(tx, feedId);
        await tx.deleteFrom('venue_blocks').where('feed_id', '=', feedId).execute();
        const ordered = [...events].sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : 1));
        for (const event of ordered) {
          await sql`
            INSERT INTO venue_blocks (venue_id, date_from, date_to, feed_id, uid, summary, conflict)
            SELECT ${feed.venue_id}, ${event.dateFrom}::date, ${event.dateTo}::date, ${feedId},
              ${event.uid}, ${event.summary.slice(0, 500)},
              EXISTS (SELECT 1 FROM venue_occupancy o WHERE o.venue_id = ${feed.venue_id}
                AND o.nights && daterange(${event.dateFrom}::date, ${event.dateTo}::date, '[)'))`.execute(
            tx,
          );
        }
        // The host hears of each colliding event once, when it first collides.
        const fresh = [...(await conflictUids(tx, feedId))].filter(
          (uid) => !conflictsBefore.has(uid),
        );
        if (fresh.length > 0 && notices) {
          await createNotificationRepository(tx, notices).tellAboutConflicts(
            feed.venue_id,
            fresh.length,
            at,
          );
        }
      });
    },

    async recordSuccess(feedId, at) {
      await recordAttempt(feedId, { last_attempt_at: at, last_success_at: at, last_error: null });
    },

    async recordError(feedId, at, message) {
      await recordAttempt(feedId, { last_attempt_at: at, last_error: message.slice(0, 500) });
    },
  };
  return {
    ...store,

    feedsOf(venueId: string) {
      return db
        .selectFrom('ical_feeds')
        .selectAll()
        .where('venue_id', '=', venueId)
        .orderBy('created_at')
        .execute();
    },

    countOf(venueId: string) {
      return db
        .selectFrom('ical_feeds')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('venue_id', '=', venueId)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    },

    /** Raises the unique violation when the venue already imports this URL. */
    add(venueId: string, url: string, at: Date) {
      return db
        .insertInto('ical_feeds')
        .values({ venue_id: venueId, url, created_at: at, next_sync_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Removes the feed and, with it, every block it imported. */
    async remove(venueId: string, feedId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('ical_feeds')
        .where('id', '=', feedId)
        .where('venue_id', '=', venueId)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    /** Makes the feed due now: the scheduler reads it on its next round. */
    async requestSync(venueId: string, feedId: string, at: Date): Promise<boolean> {
      const updated = await db
        .updateTable('ical_feeds')
        .set({ next_sync_at: at })
        .where('id', '=', feedId)
        .where('venue_id', '=', venueId)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
