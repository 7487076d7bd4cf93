import { sql, type Kysely } from 'kysely';
import {
  REVIEW_WINDOW_DAYS,
  addDays,
  reviewWindow,
  type ReviewDays,
  type PendingReview,
  type Review,
  type ReviewSide,
} from '@holidaze/domain';
import type { BookingState } from '@holidaze/domain';
import type { Database, ReviewsTable } from '../../db/schema.js';
import { transactionalRepository } from '../../db/transactional-repository.js';
import { createVenueRepository } from '../venues/index.js';
import type { Insertable, Selectable } from 'kysely';

const dateOut = (day: string) => `${day}T00:00:00.000Z`;
const timeOut = (value: Date | string) => new Date(value).toISOString();

/** A booking with what deciding about its reviews needs. */
export interface ReviewableBooking {
  id: string;
  status: BookingState;
  date_from: string;
  date_to: string;
  customer_id: string;
  venue_id: string;
  owner_id: string;
}

/** A review row joined with the names the API shows. */
type ReviewListRow = Omit<
  Selectable<ReviewsTable>,
  'author_id' | 'subject_id' | 'window_closes_at'
> & {
  author_name: string;
  author_avatar_url: string;
  author_avatar_alt: string;
  subject_name: string;
  venue_name: string;
  date_from: string;
  date_to: string;
};

export function toReview(row: ReviewListRow): Review {
  return {
    id: row.id,
    bookingId: row.booking_id,
    side: row.side,
    author: {
      name: row.author_name,
      avatar: { url: row.author_avatar_url, alt: row.author_avatar_alt },
    },
    subject: { name: row.subject_name },
    venue: { id: row.venue_id, name: row.venue_name },
    stars: row.stars,
    categories:
      row.side === 'guest'
        ? {
            cleanliness: row.cleanliness ?? 0,
            accuracy: row.accuracy ?? 0,
            location: row.location ?? 0,
            value: row.value ?? 0,
          }
        : null,
    text: row.text,
    stay: { dateFrom: dateOut(row.date_from), dateTo: dateOut(row.date_to) },
    created: timeOut(row.created_at),
    published: row.published_at ? timeOut(row.published_at) : null,
    reply:
      row.reply && row.replied_at ? { text: row.reply, created: timeOut(row.replied_at) } : null,
  };
}

/**
 * Every read and write of `reviews`, and the venue figures kept from them. Publishing is one
 * statement over both of a stay's reviews, and the venue's figures are recounted in the same
 * transaction, so the figures and the published reviews never disagree. Once per side is the
 * unique constraint's word, whatever the callers checked.
 */
function reviewQueries(db: Kysely<Database>) {
  const listed = () =>
    db
      .selectFrom('reviews as r')
      .innerJoin('profiles as a', 'a.id', 'r.author_id')
      .innerJoin('profiles as s', 's.id', 'r.subject_id')
      .innerJoin('venues as v', 'v.id', 'r.venue_id')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .select([
        'r.id',
        'r.booking_id',
        'r.venue_id',
        'r.side',
        'r.stars',
        'r.cleanliness',
        'r.accuracy',
        'r.location',
        'r.value',
        'r.text',
        'r.created_at',
        'r.published_at',
        'r.reply',
        'r.replied_at',
        'a.name as author_name',
        'a.avatar_url as author_avatar_url',
        'a.avatar_alt as author_avatar_alt',
        's.name as subject_name',
        'v.name as venue_name',
        'b.date_from',
        'b.date_to',
      ]);

  /**
   * Recounts the venue's published guest reviews into its figures (and so its shown rating):
   * the venues feature owns the row (docs/architecture.md, "Table owners").
   */
  async function refreshVenueFigures(venueId: string): Promise<void> {
    await createVenueRepository(db).refreshReviewFigures(venueId);
  }

  /**
   * Publishes the booking's hidden reviews (both sides at once) and, when a traveller's review
   * is among them, recounts its venue's figures. Returns how many were published.
   */
  async function publishBooking(bookingId: string, at: Date): Promise<number> {
    const published = await db
      .updateTable('reviews')
      .set({ published_at: at })
      .where('booking_id', '=', bookingId)
      .where('published_at', 'is', null)
      .returning(['venue_id', 'side'])
      .execute();
    const guest = published.find((row) => row.side === 'guest');
    if (guest) await refreshVenueFigures(guest.venue_id);
    return published.length;
  }

  return {
    refreshVenueFigures,

    /** The booking with its venue's owner; locked FOR UPDATE when asked (two sides writing at once). */
    findBooking(id: string, options = { lock: false }): Promise<ReviewableBooking | undefined> {
      return db
        .selectFrom('bookings')
        .innerJoin('venues', 'venues.id', 'bookings.venue_id')
        .select([
          'bookings.id',
          'bookings.status',
          'bookings.date_from',
          'bookings.date_to',
          'bookings.customer_id',
          'bookings.venue_id',
          'venues.owner_id',
        ])
        .where('bookings.id', '=', id)
        .$if(options.lock, (q) => q.forUpdate('bookings'))
        .executeTakeFirst();
    },

    /** Both reviews of a booking (at most one per side), in the API's shape. */
    async ofBooking(bookingId: string): Promise<Review[]> {
      const rows = await listed().where('r.booking_id', '=', bookingId).execute();
      return rows.map(toReview);
    },

    async insert(row: Insertable<ReviewsTable>): Promise<string> {
      const { id } = await db
        .insertInto('reviews')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    publishBooking,

    /**
     * Claims one stay whose window closed with a review still hidden (FOR UPDATE SKIP LOCKED:
     * another instance skips it) and publishes its reviews; false when none is due.
     */
    async publishOneDue(at: Date): Promise<boolean> {
      const { rows } = await sql<{ booking_id: string }>`
        SELECT booking_id FROM reviews
        WHERE published_at IS NULL AND window_closes_at <= ${at}
        ORDER BY window_closes_at FOR UPDATE SKIP LOCKED LIMIT 1`.execute(db);
      const due = rows[0];
      if (!due) return false;
      await publishBooking(due.booking_id, at);
      return true;
    },

    /** A venue's published traveller reviews, newest first, with the host's replies. */
    async venuePage(venueId: string, page: number, limit: number) {
      const [rows, venue] = await Promise.all([
        listed()
          .where('r.venue_id', '=', venueId)
          .where('r.side', '=', 'guest')
          .where('r.published_at', 'is not', null)
          .orderBy('r.published_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db.selectFrom('venues').select('review_count').where('id', '=', venueId).executeTakeFirst(),
      ]);
      if (!venue) return undefined;
      return { reviews: rows.map(toReview), totalCount: venue.review_count };
    },

    /**
     * A person's reviews: `given` (theirs of stays) or `received` (hosts' of them as a guest),
     * published ones, newest first; `withHidden` adds their own not yet published (given only).
     */
    async profilePage(
      profileId: string,
      role: 'given' | 'received',
      options: { page: number; limit: number; withHidden: boolean },
    ) {
      const base = listed().$call((q) =>
        role === 'given'
          ? q
              .where('r.author_id', '=', profileId)
              .where('r.side', '=', 'guest')
              .$if(!options.withHidden, (w) => w.where('r.published_at', 'is not', null))
          : q
              .where('r.subject_id', '=', profileId)
              .where('r.side', '=', 'host')
              .where('r.published_at', 'is not', null),
      );
      const [rows, count] = await Promise.all([
        base
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(options.limit)
          .offset((options.page - 1) * options.limit)
          .execute(),
        base
          .clearSelect()
          .select((eb) => [
            eb.fn.countAll<string>().as('count'),
            eb.fn.avg<string | null>('r.stars').as('average'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        reviews: rows.map(toReview),
        totalCount: Number(count.count),
        averageStars: count.average === null ? null : Number(count.average),
      };
    },

    /** One review with its venue's owner; locked FOR UPDATE when asked (one reply only). */
    findForReply(id: string) {
      return db
        .selectFrom('reviews')
        .innerJoin('venues', 'venues.id', 'reviews.venue_id')
        .select([
          'reviews.id',
          'reviews.side',
          'reviews.published_at',
          'reviews.reply',
          'venues.owner_id',
        ])
        .where('reviews.id', '=', id)
        .forUpdate('reviews')
        .executeTakeFirst();
    },

    async saveReply(id: string, text: string, at: Date): Promise<Review> {
      await db
        .updateTable('reviews')
        .set({ reply: text, replied_at: at })
        .where('id', '=', id)
        .where('reply', 'is', null)
        .execute();
      return toReview(await listed().where('r.id', '=', id).executeTakeFirstOrThrow());
    },

    /**
     * The stays `profileId` may review on `days`: confirmed, window open, and not yet reviewed
     * from their side (as the traveller, or as the venue's host).
     */
    async pendingFor(profileId: string, days: ReviewDays): Promise<PendingReview[]> {
      const { rows } = await sql<{
        booking_id: string;
        side: ReviewSide;
        venue_id: string;
        venue_name: string;
        subject_name: string;
        date_from: string;
        date_to: string;
      }>`
        SELECT b.id AS booking_id, s.side, v.id AS venue_id, v.name AS venue_name,
          CASE WHEN s.side = 'guest' THEN h.name ELSE t.name END AS subject_name,
          b.date_from, b.date_to
        FROM bookings b
        JOIN venues v ON v.id = b.venue_id
        JOIN profiles t ON t.id = b.customer_id
        JOIN profiles h ON h.id = v.owner_id
        CROSS JOIN LATERAL (
          SELECT 'guest'::text AS side WHERE b.customer_id = ${profileId}
          UNION ALL
          SELECT 'host'::text WHERE v.owner_id = ${profileId} AND b.customer_id <> ${profileId}
        ) s
        WHERE (b.customer_id = ${profileId} OR v.owner_id = ${profileId})
          AND b.status = 'confirmed'
          AND b.date_to <= ${days.opening}::date
          AND b.date_to > ${addDays(days.closing, -REVIEW_WINDOW_DAYS)}::date
          AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.side = s.side)
        ORDER BY b.date_to, b.id`.execute(db);
      return rows.map((row) => ({
        bookingId: row.booking_id,
        side: row.side,
        venue: { id: row.venue_id, name: row.venue_name },
        subject: { name: row.subject_name },
        dateFrom: dateOut(row.date_from),
        dateTo: dateOut(row.date_to),
        closesOn: reviewWindow(row.date_to).closesOn,
      }));
    },
  };
}

export type ReviewQueries = ReturnType<typeof reviewQueries>;

export function createReviewRepository(db: Kysely<Database>) {
  return transactionalRepository(db, reviewQueries);
}
