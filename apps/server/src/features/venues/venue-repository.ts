import { sql, type Kysely } from 'kysely';
import type { Venue, VenueListQuery } from '@holidaze/domain';
import type { Database, NewVenueRow, VenueUpdateRow } from '../../db/schema.js';
import { transactionalRepository } from '../../db/transactional-repository.js';
import type { Viewer } from '../../auth/viewer.js';
import { createProfileRepository } from '../profiles/index.js';
import { embedVenues, type VenueListRow } from './embed-venues.js';
import { findVenueDetail } from './venue-detail-query.js';
import { searchVenues } from './venue-search-query.js';

interface Embedding {
  owner: boolean;
  bookings: boolean;
  viewer: Viewer | undefined;
}

/**
 * Every read and write of `venues`, and its rows in the API's shape with owners and bookings
 * embedded. The search's SQL is `venue-search-query.ts`, the venue page's `venue-detail-query.ts`.
 */
function venueQueries(db: Kysely<Database>) {
  const profiles = createProfileRepository(db);
  const embed = (rows: VenueListRow[], embedding: Embedding) =>
    embedVenues(db, profiles, rows, embedding);

  return {
    embed,

    /** A page of the browse search, or of one owner's venues. */
    async page(query: VenueListQuery, viewer: Viewer | undefined, ownerId?: string) {
      const { rows, totalCount } = await searchVenues(
        db,
        query,
        ownerId === undefined ? undefined : (q) => q.where('owner_id', '=', ownerId),
      );
      const venues = await embed(rows, {
        owner: query._owner,
        bookings: query._bookings,
        viewer,
      });
      return { venues, totalCount };
    },

    async byIds(ids: readonly string[], embedding: Embedding): Promise<Venue[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('venues')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return embed(rows, embedding);
    },

    /** The venue page: one statement (see venue-detail-query.ts). */
    detail(id: string, embedding: Embedding): Promise<Venue | undefined> {
      return findVenueDetail(db, profiles, id, embedding);
    },

    /** The venues of several owners, newest first, each with its owner's id. */
    async ownedBy(ownerIds: readonly string[], viewer: Viewer) {
      if (ownerIds.length === 0) return [];
      const rows = await db
        .selectFrom('venues')
        .selectAll()
        .where('owner_id', 'in', [...ownerIds])
        .orderBy('created_at', 'desc')
        .execute();
      const venues = await embed(rows, { owner: false, bookings: false, viewer });
      return venues.map((venue, i) => ({ ownerId: rows[i]!.owner_id, venue }));
    },

    /**
     * The venue's row; with `lock`, FOR UPDATE: a booking of it (which locks it too) waits for
     * this transaction, or this for the booking.
     */
    findRow(id: string, options = { lock: false }) {
      return db
        .selectFrom('venues')
        .selectAll()
        .where('id', '=', id)
        .$if(options.lock, (q) => q.forUpdate())
        .executeTakeFirst();
    },

    /** The most guests of any stay holding nights that has not ended on `earliestToday`. */
    async largestUpcomingStay(id: string, earliestToday: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.max('guests').as('guests'))
        .where('venue_id', '=', id)
        .where('status', 'in', ['requested', 'confirmed'])
        .where('date_to', '>', earliestToday)
        .executeTakeFirst();
      return row?.guests ?? undefined;
    },

    create(values: NewVenueRow) {
      return db.insertInto('venues').values(values).returningAll().executeTakeFirstOrThrow();
    },

    update(id: string, changes: VenueUpdateRow) {
      return db
        .updateTable('venues')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('venues').where('id', '=', id).execute();
    },

    /** Recounts the venue's published guest reviews into its figures (and so its shown rating). */
    async refreshReviewFigures(id: string): Promise<void> {
      await sql`
        UPDATE venues SET (review_count, review_rating, review_cleanliness, review_accuracy,
            review_location, review_value) = (
          SELECT count(*)::int, avg(stars)::float8, avg(cleanliness)::float8,
            avg(accuracy)::float8, avg(location)::float8, avg(value)::float8
          FROM reviews
          WHERE venue_id = ${id} AND side = 'guest' AND published_at IS NOT NULL)
        WHERE id = ${id}`.execute(db);
    },
  };
}

/** Queries of one transaction: everything but starting another. */
export type VenueQueries = ReturnType<typeof venueQueries>;

export function createVenueRepository(db: Kysely<Database>) {
  return transactionalRepository(db, venueQueries);
}

export type VenueRepository = ReturnType<typeof createVenueRepository>;
