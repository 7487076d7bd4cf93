import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { BookingListQuery, BookingState, RequestHistory } from '@holidaze/domain';
import type { BookingRow, BookingUpdateRow, Database, NewBookingRow } from '../../db/schema.js';
import { holdRow } from '../../db/hold-row.js';
import { countRows } from '../../db/row-counts.js';
import { transactionalRepository } from '../../db/transactional-repository.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import type { Viewer } from '../../auth/viewer.js';
import { createCalendarRepository } from '../calendar/index.js';
import { createProfileRepository } from '../profiles/index.js';
import { createVenueRepository } from '../venues/index.js';
import { embedBookings } from './embed-bookings.js';

/** How often to draw a new reference after a collision (each has odds of about 1 in 10^12). */
const REFERENCE_ATTEMPTS = 5;

const SORT_COLUMNS = {
  dateFrom: 'date_from',
  dateTo: 'date_to',
  guests: 'guests',
  created: 'created_at',
  updated: 'updated_at',
} as const;

interface Embedding {
  venue: boolean;
  customer: boolean;
  viewer: Viewer;
}

/**
 * A booking's columns other than its state: the only kind of change this repository takes from
 * anyone but the lifecycle (booking-lifecycle.ts), which writes the state with `writeState`.
 */
export type BookingFieldChanges = Omit<BookingUpdateRow, 'status'> & { status?: never };
type NewBookingValues = Omit<NewBookingRow, 'reference' | 'status'> & { status?: never };

/** A booking with the two facts of its venue every permission check needs. */
export type BookingWithVenue = BookingRow & {
  owner_id: string;
  max_guests: number;
  venue_price: number;
};

/**
 * A traveller's own cancellations leave the lists, as the contract's DELETE promises a Noroff
 * client; our app asks for them with `_cancelled=true`. What the host did stays listed.
 */
const withoutCancelled = (base: BookingsQuery, query: BookingListQuery) =>
  query._cancelled ? base : base.where('status', '<>', 'cancelled');

/**
 * Every read and write of `bookings`, and its rows in the API's shape with venue and customer
 * embedded. It enforces nothing the database does not: an overlapping stay is refused by the
 * exclusion constraint (23P01, answered 409), whatever the callers checked before.
 */
function bookingQueries(db: Kysely<Database>) {
  const related = { venues: createVenueRepository(db), profiles: createProfileRepository(db) };
  const page = (base: BookingsQuery, query: BookingListQuery, order: Ordering) =>
    Promise.all([
      base
        .selectAll()
        .orderBy(order.column, order.direction)
        .orderBy('id', order.idDirection)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      countRows(base),
    ]).then(([rows, totalCount]) => ({ rows, totalCount }));

  return {
    embed(rows: BookingRow[], options: Embedding) {
      return embedBookings(related, rows, options);
    },

    async embedOne(row: BookingRow, options: Embedding) {
      const [booking] = await embedBookings(related, [row], options);
      return booking!;
    },

    /** One booking and its venue's owner and capacity, or undefined. */
    findWithVenue(id: string): Promise<BookingWithVenue | undefined> {
      return db
        .selectFrom('bookings')
        .innerJoin('venues', 'venues.id', 'bookings.venue_id')
        .selectAll('bookings')
        .select(['venues.owner_id', 'venues.max_guests', 'venues.price as venue_price'])
        .where('bookings.id', '=', id)
        .executeTakeFirst();
    },

    /** The booking's row, locked FOR UPDATE until the transaction ends. */
    findLocked(id: string) {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /** A page of the bookings the profile made or that are of venues it owns. */
    pageVisibleTo(profileId: string, query: BookingListQuery) {
      const visible = db
        .selectFrom('bookings')
        .where((eb) =>
          eb.or([
            eb('customer_id', '=', profileId),
            eb(
              'venue_id',
              'in',
              eb.selectFrom('venues').select('id').where('owner_id', '=', profileId),
            ),
          ]),
        );
      return page(withoutCancelled(visible, query), query, {
        column: SORT_COLUMNS[query.sort ?? 'created'],
        direction: query.sortOrder,
        idDirection: query.sortOrder,
      });
    },

    /** A page of the profile's own bookings, by start date. */
    pageOfCustomer(profileId: string, query: BookingListQuery) {
      const own = db.selectFrom('bookings').where('customer_id', '=', profileId);
      return page(withoutCancelled(own, query), query, {
        column: 'date_from',
        direction: query.sortOrder === 'asc' ? 'asc' : 'desc',
        idDirection: 'asc',
      });
    },

    /** The venue's stay rules, read in this transaction (after `lockVenue`). */
    stayRulesOf(venueId: string) {
      return createCalendarRepository(db).rulesOf(venueId);
    },

    /** Every booking the profile made, by start date. */
    allOfCustomer(profileId: string) {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('customer_id', '=', profileId)
        .where('status', '<>', 'cancelled')
        .orderBy('date_from')
        .execute();
    },

    /**
     * Locks the venue's row for this transaction (FOR NO KEY UPDATE) and reads its capacity: a
     * venue edit lowering maxGuests (FOR UPDATE) waits for the booking, or the booking for the
     * edit, so a guest check never reads a capacity that is being changed. Every booking write
     * takes the venue first and the booking second, so two of them cannot deadlock.
     */
    async lockVenue(venueId: string) {
      const venue = await db
        .selectFrom('venues')
        .select(['id', 'owner_id', 'max_guests'])
        .where('id', '=', venueId)
        .forNoKeyUpdate()
        .executeTakeFirst();
      if (!venue) throw new NotFoundError('No venue with this id');
      return venue;
    },

    /**
     * Inserts a booking in `state` under a fresh reference from `newReference`, drawing again
     * when the reference is taken (ON CONFLICT on the reference only: an overlapping stay still
     * raises the exclusion violation, 409). Only the lifecycle places bookings.
     */
    async insertPlaced(values: NewBookingValues, state: BookingState, newReference: () => string) {
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const row = await db
          .insertInto('bookings')
          .values({ ...values, status: state, reference: newReference() })
          .onConflict((oc) => oc.column('reference').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (row) return row;
      }
      throw new Error(`No free booking reference after ${REFERENCE_ATTEMPTS} attempts`);
    },

    /** Moves the booking to `state` with the fields that go with it. Only the lifecycle does. */
    writeState(id: string, state: BookingState, changes: BookingFieldChanges) {
      return db
        .updateTable('bookings')
        .set({ ...changes, status: state })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update(id: string, changes: BookingFieldChanges) {
      return db
        .updateTable('bookings')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Locks the traveller's profile row (FOR NO KEY UPDATE) until the transaction ends: two
     * bookings of one traveller then count their waiting requests one after the other, on
     * every instance over one database. Taken before the venue (profile, venue, booking).
     */
    async lockTraveller(profileId: string): Promise<void> {
      await holdRow(db, 'profiles', profileId).executeTakeFirstOrThrow();
    },

    /** The traveller's waiting requests and latest refusal at this venue (under `lockTraveller`). */
    async requestHistory(customerId: string, venueId: string): Promise<RequestHistory> {
      const [open, refusal] = await Promise.all([
        db
          .selectFrom('bookings')
          .select((eb) => [
            eb.fn.countAll<string>().as('total'),
            eb.fn.count<string>('id').filterWhere('venue_id', '=', venueId).as('at_venue'),
          ])
          .where('customer_id', '=', customerId)
          .where('status', '=', 'requested')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('bookings')
          .select(['status', 'responded_at'])
          .where('customer_id', '=', customerId)
          .where('venue_id', '=', venueId)
          .where('status', 'in', ['declined', 'expired'])
          .where('responded_at', 'is not', null)
          .orderBy('responded_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        openTotal: Number(open.total),
        openAtVenue: Number(open.at_venue),
        lastRefusal:
          refusal && refusal.responded_at
            ? { state: refusal.status as 'declined' | 'expired', at: refusal.responded_at }
            : null,
      };
    },

    /** The next request due to lapse at `at`, locked; one another transaction holds is skipped. */
    nextDueRequest(at: Date, venueId?: string) {
      let due = db
        .selectFrom('bookings')
        .selectAll()
        .where('status', '=', 'requested')
        .where('expires_at', '<=', at);
      if (venueId) due = due.where('venue_id', '=', venueId);
      return due.orderBy('expires_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('bookings').where('id', '=', id).execute();
    },
  };
}

/** Queries of one transaction: everything but starting another. */
export type BookingQueries = ReturnType<typeof bookingQueries>;

export function createBookingRepository(db: Kysely<Database>) {
  return transactionalRepository(db, bookingQueries);
}

type BookingsQuery = SelectQueryBuilder<Database, 'bookings', object>;
interface Ordering {
  column: (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS];
  direction: 'asc' | 'desc';
  idDirection: 'asc' | 'desc';
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
