import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { DEFAULT_STAY_RULES, type CalendarDate, type StayRules } from '@holidaze/domain';
import type { Database, VenueBlockRow } from '../../db/schema.js';
import { saveVenueRow } from '../../db/venue-row.js';

/** 256 random bits, URL-safe: the secret of a venue's exported feed. */
const newToken = () => randomBytes(32).toString('base64url');

const overlaps = (from: CalendarDate, to: CalendarDate) =>
  sql<boolean>`daterange(date_from, date_to, '[)') && daterange(${from}::date, ${to}::date, '[)')`;

/**
 * Every read and write of a venue's calendar: stay rules, blocks, the exported feed's secret,
 * and the imported feeds' blocks. The nights themselves are guarded by `venue_occupancy`'s
 * exclusion constraint (migration 007), which refuses an overlapping block or booking.
 */
export function createCalendarRepository(db: Kysely<Database>) {
  function bookingsOfVenues(
    venueIds: readonly string[],
    range: { from: CalendarDate; to: CalendarDate },
  ) {
    if (venueIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('bookings')
      .innerJoin('profiles', 'profiles.id', 'bookings.customer_id')
      .select([
        'bookings.id',
        'bookings.venue_id',
        'bookings.reference',
        'bookings.date_from',
        'bookings.date_to',
        'bookings.guests',
        'bookings.status',
        'profiles.name as customer_name',
      ])
      .where('bookings.venue_id', 'in', [...venueIds])
      .where('bookings.status', 'in', ['requested', 'confirmed'])
      .where(
        sql<boolean>`daterange(bookings.date_from, bookings.date_to, '[)') && daterange(${range.from}::date, ${range.to}::date, '[)')`,
      )
      .orderBy('bookings.date_from')
      .execute();
  }

  function blocksOfVenues(
    venueIds: readonly string[],
    range?: { from: CalendarDate; to: CalendarDate },
  ) {
    if (venueIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('venue_blocks')
      .selectAll()
      .where('venue_id', 'in', [...venueIds])
      .$if(range !== undefined, (q) => q.where(overlaps(range!.from, range!.to)))
      .orderBy('date_from')
      .orderBy('id')
      .execute();
  }

  return {
    bookingsOfVenues,
    blocksOfVenues,

    async rulesOf(venueId: string): Promise<StayRules> {
      const row = await db
        .selectFrom('venue_stay_rules')
        .selectAll()
        .where('venue_id', '=', venueId)
        .executeTakeFirst();
      if (!row) return DEFAULT_STAY_RULES;
      return {
        minNights: row.min_nights,
        maxNights: row.max_nights,
        horizonDays: row.horizon_days,
        noticeDays: row.notice_days,
        checkInTime: row.check_in_time,
        checkOutTime: row.check_out_time,
        seasons: row.seasons,
        bookingMode: row.booking_mode,
        requestHours: row.request_hours,
      };
    },

    async saveRules(venueId: string, rules: StayRules, at: Date): Promise<void> {
      await saveVenueRow(db, 'venue_stay_rules', venueId, {
        min_nights: rules.minNights,
        max_nights: rules.maxNights,
        horizon_days: rules.horizonDays,
        notice_days: rules.noticeDays,
        check_in_time: rules.checkInTime,
        check_out_time: rules.checkOutTime,
        seasons: JSON.stringify(rules.seasons),
        booking_mode: rules.bookingMode,
        request_hours: rules.requestHours,
        updated_at: at,
      });
    },

    /** Blocks touching [from, to), by start date; all of them without a range. */
    blocksOf(venueId: string, range?: { from: CalendarDate; to: CalendarDate }) {
      return blocksOfVenues([venueId], range);
    },

    /** Raises the exclusion violation (23P01) when the nights are taken. */
    addBlock(venueId: string, block: { dateFrom: string; dateTo: string; note: string | null }) {
      return db
        .insertInto('venue_blocks')
        .values({
          venue_id: venueId,
          date_from: block.dateFrom,
          date_to: block.dateTo,
          note: block.note,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Removes up to `limit` of an imported feed's blocks; says how many went. The calendar-sync
     * feature asks for it batch by batch (docs/architecture.md, "Table owners").
     */
    async removeFeedBlocks(feedId: string, limit: number): Promise<bigint> {
      const removed = await db
        .deleteFrom('venue_blocks')
        .where('id', 'in', (eb) =>
          eb.selectFrom('venue_blocks').select('id').where('feed_id', '=', feedId).limit(limit),
        )
        .executeTakeFirst();
      return removed.numDeletedRows;
    },

    /** Adds an imported feed's blocks, each colliding one flagged `conflict`. */
    async addFeedBlocks(
      venueId: string,
      feedId: string,
      blocks: readonly {
        dateFrom: string;
        dateTo: string;
        uid: string;
        summary: string;
        conflict: boolean;
      }[],
    ): Promise<void> {
      await db
        .insertInto('venue_blocks')
        .values(
          blocks.map((block) => ({
            venue_id: venueId,
            date_from: block.dateFrom,
            date_to: block.dateTo,
            feed_id: feedId,
            uid: block.uid,
            summary: block.summary,
            conflict: block.conflict,
          })),
        )
        .execute();
    },

    /** Removes one of the host's own blocks (imported ones come and go with their feed). */
    async removeOwnBlock(venueId: string, blockId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('venue_blocks')
        .where('id', '=', blockId)
        .where('venue_id', '=', venueId)
        .where('feed_id', 'is', null)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    /** Confirmed bookings touching [from, to), each with its guest's name. */
    bookingsOf(venueId: string, range: { from: CalendarDate; to: CalendarDate }) {
      return bookingsOfVenues([venueId], range);
    },

    /** The same for several venues at once (the host's all-venues month). */

    /** What the exported feed lists: held nights (bookings and open requests) and the host's own blocks. */
    async exportedStays(venueId: string) {
      const [bookings, blocks] = await Promise.all([
        db
          .selectFrom('bookings')
          .select(['id', 'date_from', 'date_to'])
          .where('venue_id', '=', venueId)
          .where('status', 'in', ['requested', 'confirmed'])
          .orderBy('date_from')
          .execute(),
        db
          .selectFrom('venue_blocks')
          .select(['id', 'date_from', 'date_to'])
          .where('venue_id', '=', venueId)
          .where('feed_id', 'is', null)
          .orderBy('date_from')
          .execute(),
      ]);
      return { bookings, blocks };
    },

    /** The venue's feed secret, made on first use. */
    async feedToken(venueId: string): Promise<string> {
      await db
        .insertInto('venue_calendar_tokens')
        .values({ venue_id: venueId, token: newToken() })
        .onConflict((oc) => oc.column('venue_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('venue_calendar_tokens')
        .select('token')
        .where('venue_id', '=', venueId)
        .executeTakeFirstOrThrow();
      return row.token;
    },

    /** A new secret: the old URL stops working in the same statement. */
    async rotateFeedToken(venueId: string, at: Date): Promise<string> {
      const token = newToken();
      await saveVenueRow(db, 'venue_calendar_tokens', venueId, { token, created_at: at });
      return token;
    },

    async venueOfFeedToken(token: string) {
      return (
        db
          .selectFrom('venue_calendar_tokens')
          .innerJoin('venues', 'venues.id', 'venue_calendar_tokens.venue_id')
          .innerJoin('profiles', 'profiles.id', 'venues.owner_id')
          // The feed is written in its owner's language.
          .select(['venues.id', 'venues.name', 'profiles.language'])
          .where('venue_calendar_tokens.token', '=', token)
          .executeTakeFirst()
      );
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
export type { VenueBlockRow };
