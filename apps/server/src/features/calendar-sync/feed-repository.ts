import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { staysOverlap, type Stay } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { holdRow } from '../../db/hold-row.js';
import { countRows } from '../../db/row-counts.js';
import { createCalendarRepository } from '../calendar/index.js';
import { createNotifier, type NoticeSettings } from '../notifications/index.js';
import type { FeedSyncStore } from './feed-sync.js';
import type { ImportedEvent } from './ical-import.js';

/**
 * Rows per statement of an import (7 parameters each in an INSERT). The embedded database runs
 * each statement on the server's own thread, so a batch is kept short enough that a request
 * waiting behind it is not held noticeably.
 */
const WRITE_BATCH = 200;

/** The venue's taken nights (bookings, blocks) within the span of the events. */
async function takenNights(
  db: Kysely<Database>,
  venueId: string,
  events: readonly ImportedEvent[],
): Promise<Stay[]> {
  if (events.length === 0) return [];
  const from = events.reduce(
    (min, e) => (e.dateFrom < min ? e.dateFrom : min),
    events[0]!.dateFrom,
  );
  const to = events.reduce((max, e) => (e.dateTo > max ? e.dateTo : max), events[0]!.dateTo);
  const { rows } = await sql<Stay>`
    SELECT lower(nights)::text AS "dateFrom", upper(nights)::text AS "dateTo"
    FROM venue_occupancy
    WHERE venue_id = ${venueId} AND nights && daterange(${from}::date, ${to}::date, '[)')`.execute(
    db,
  );
  return rows;
}

/**
 * Each event in start order, marked as a conflict when its nights are taken: by the venue
 * already, or by an earlier event of this feed that was not itself a conflict.
 */
export function withConflicts(
  events: readonly ImportedEvent[],
  taken: readonly Stay[],
): (ImportedEvent & { conflict: boolean })[] {
  const ordered = [...events].sort((a, b) =>
    a.dateFrom !== b.dateFrom ? (a.dateFrom < b.dateFrom ? -1 : 1) : a.uid < b.uid ? -1 : 1,
  );
  let lastNightHeld = '';
  return ordered.map((event) => {
    const conflict =
      event.dateFrom < lastNightHeld || taken.some((stay) => staysOverlap(stay, event));
    if (!conflict && event.dateTo > lastNightHeld) lastNightHeld = event.dateTo;
    return { ...event, conflict };
  });
}

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
     * booking slips in between reading the taken nights and the insert. The rows go in batches,
     * one multi-row DELETE or INSERT each, with the event loop free between them: on the embedded
     * database the import shares the process with every request (decision 008).
     */
    async replaceEvents(feedId, events, at = new Date()) {
      await db.transaction().execute(async (tx) => {
        const feed = await tx
          .selectFrom('ical_feeds')
          .select('venue_id')
          .where('id', '=', feedId)
          .executeTakeFirstOrThrow();
        await holdRow(tx, 'venues', feed.venue_id).execute();
        const conflictsBefore = await conflictUids(tx, feedId);
        // The calendar feature owns the blocks (docs/architecture.md, "Table owners").
        const calendar = createCalendarRepository(tx);
        for (;;) {
          const removed = await calendar.removeFeedBlocks(feedId, WRITE_BATCH);
          if (removed < BigInt(WRITE_BATCH)) break;
          await nextTurn();
        }
        const rows = withConflicts(events, await takenNights(tx, feed.venue_id, events));
        for (let start = 0; start < rows.length; start += WRITE_BATCH) {
          if (start > 0) await nextTurn();
          await calendar.addFeedBlocks(
            feed.venue_id,
            feedId,
            rows.slice(start, start + WRITE_BATCH).map((row) => ({
              dateFrom: row.dateFrom,
              dateTo: row.dateTo,
              uid: row.uid.slice(0, 500),
              summary: row.summary.slice(0, 500),
              conflict: row.conflict,
            })),
          );
        }
        // The host hears of each colliding event once, when it first collides.
        const fresh = rows
          .filter((row) => row.conflict && !conflictsBefore.has(row.uid.slice(0, 500)))
          .map((row) => row.uid);
        if (fresh.length > 0 && notices) {
          await createNotifier(tx, notices).tellAboutConflicts(feed.venue_id, fresh.length, at);
        }
      });
    },

    async recordSuccess(feedId, at) {
      await recordAttempt(feedId, {
        last_attempt_at: at,
        last_success_at: at,
        last_error: null,
        last_error_category: null,
      });
    },

    async recordError(feedId, at, error) {
      await recordAttempt(feedId, {
        last_attempt_at: at,
        last_error: error.message.slice(0, 500),
        last_error_category: error.category,
      });
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

    /**
     * Adds the feed unless the venue already imports `limit` feeds ('full'), counted under a
     * lock of the venue's row, so simultaneous adds wait for each other and never pass the
     * limit together. Raises the unique violation when the venue already imports this URL.
     */
    addWithinLimit(venueId: string, url: string, at: Date, limit: number) {
      return db.transaction().execute(async (tx) => {
        await holdRow(tx, 'venues', venueId).execute();
        const count = await countRows(tx.selectFrom('ical_feeds').where('venue_id', '=', venueId));
        if (count >= limit) return 'full' as const;
        return tx
          .insertInto('ical_feeds')
          .values({ venue_id: venueId, url, created_at: at, next_sync_at: at })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
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

    /**
     * Makes the feed due now, so the scheduler reads it on its next round; at most once per
     * `minGapMs` after its last read began (a feed already due stays as it is). Resolves with
     * the seconds to wait when it is too soon, or false for no such feed.
     */
    async requestSync(
      venueId: string,
      feedId: string,
      at: Date,
      minGapMs: number,
    ): Promise<{ retryAfterSeconds: number } | boolean> {
      const earliest = new Date(at.getTime() - minGapMs);
      const updated = await db
        .updateTable('ical_feeds')
        .set({ next_sync_at: at })
        .where('id', '=', feedId)
        .where('venue_id', '=', venueId)
        .where('next_sync_at', '>', at)
        .where((eb) =>
          eb.or([eb('last_attempt_at', 'is', null), eb('last_attempt_at', '<=', earliest)]),
        )
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) return true;
      const feed = await db
        .selectFrom('ical_feeds')
        .select(['last_attempt_at', 'next_sync_at'])
        .where('id', '=', feedId)
        .where('venue_id', '=', venueId)
        .executeTakeFirst();
      if (!feed) return false;
      if (feed.next_sync_at <= at || !feed.last_attempt_at) return true;
      const waitMs = feed.last_attempt_at.getTime() + minGapMs - at.getTime();
      return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
