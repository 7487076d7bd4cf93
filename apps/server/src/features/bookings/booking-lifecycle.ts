import type { Kysely } from 'kysely';
import {
  bookingEventProblem,
  bookingReference,
  nextBookingState,
  placedBookingState,
  quoteStay,
  requestLimitProblem,
  stayChangeProblem,
  type BookingActor,
  type BookingCreateBody,
  type BookingEvent,
  type BookingUpdateBody,
} from '@holidaze/domain';
import { isUniqueViolation, violatedConstraint } from '../../db/database-errors.js';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../http/api-error.js';
import {
  BLOCKED_BY_OTHER,
  createProfileBlockRepository,
  joinConversation,
} from '../conversations/index.js';
import { createNotifier, type NoticeSettings } from '../notifications/index.js';
import { createPricingRepository } from '../pricing/index.js';
import { createBlockedTravellerRepository } from './blocked-traveller-repository.js';
import { refundOf } from './booking-refund.js';
import {
  createBookingRepository,
  type BookingQueries,
  type BookingWithVenue,
} from './booking-repository.js';
import {
  assertCustomerMayChange,
  assertGuestsFit,
  assertHostMayCancel,
  assertKeepsStayRules,
  assertMinimumStay,
  assertRequestOpen,
  assertStartNotInPast,
  assertWithinStayLimits,
  requestLapse,
} from './booking-rules.js';

export interface LifecycleDeps {
  db: Kysely<Database>;
  now: () => Date;
  notices: NoticeSettings;
  /** A fresh booking reference (tests choose theirs); the domain's random one by default. */
  newBookingReference?: () => string;
}

type NoticeKind = Parameters<ReturnType<typeof createNotifier>['tellAboutBooking']>[0];

/** The one open request per traveller and venue (migration 012). */
const ONE_OPEN_REQUEST = 'bookings_one_open_request_idx';

/** The stay's price at the venue's prices now (the domain's quote), and the venue's policy. */
async function termsFor(
  db: Kysely<Database>,
  venueId: string,
  stay: { dateFrom: string; dateTo: string; guests: number },
) {
  const terms = await createPricingRepository(db).pricingOf(venueId);
  if (!terms) throw notFound('No venue with this id');
  return { quote: quoteStay(stay, terms), policy: terms.cancellationPolicy };
}

/**
 * Who `personId` is to this booking, for the machine: the side `as` when they are on it (a host
 * may book their own venue, and is then its traveller too), else the side they are on.
 */
function actorOf(
  personId: string,
  booking: BookingWithVenue,
  as: BookingActor,
): BookingActor | undefined {
  const sides: BookingActor[] = [];
  if (booking.customer_id === personId) sides.push('traveller');
  if (booking.owner_id === personId) sides.push('host');
  return sides.includes(as) ? as : sides[0];
}

/**
 * Every change of a booking's state, and only here (a test holds every other file to it:
 * booking-lifecycle-writers.test.ts): place, change, accept, decline, expire, withdraw, cancel
 * by the traveller, cancel by the host. Each runs in one transaction that holds the venue and
 * then the booking (placing holds the traveller's profile first), asks the domain's
 * `nextBookingState` whether the event may happen, writes through the repository and tells the
 * notifier in the same transaction. Routes and jobs call it, after their own authorization.
 */
export function createBookingLifecycle(deps: LifecycleDeps) {
  const { db, now, notices } = deps;
  const tell = (tx: Kysely<Database>, kind: NoticeKind, id: string, at: Date) =>
    createNotifier(tx, notices).tellAboutBooking(kind, id, at);

  /**
   * The event's next state for `personId`, or the refusal: a person the booking does not
   * concern finds no booking (404), the wrong side is refused (403), the wrong state 409.
   */
  function nextStateOf(
    booking: BookingWithVenue,
    event: BookingEvent,
    personId: string,
    as: BookingActor,
  ) {
    const actor = actorOf(personId, booking, as);
    if (!actor) throw notFound('No booking with this id');
    const next = nextBookingState(booking.status, event, actor);
    if (next) return next;
    const problem = bookingEventProblem(booking.status, event, actor)!;
    const wrongSide = nextBookingState(
      booking.status,
      event,
      actor === 'host' ? 'traveller' : 'host',
    );
    throw wrongSide ? forbidden(problem) : conflict(problem);
  }

  /** Runs `work` on the booking locked (venue first, then the booking) in one transaction. */
  function withLocked<T>(
    id: string,
    work: (locked: BookingQueries, booking: BookingWithVenue, tx: Kysely<Database>) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (tx) => {
      const locked = createBookingRepository(tx);
      const found = await locked.findWithVenue(id);
      if (!found) throw notFound('No booking with this id');
      await locked.lockVenue(found.venue_id);
      await locked.findLocked(id);
      // Read again under the locks: what was read before them may have changed meanwhile.
      return work(locked, (await locked.findWithVenue(id))!, tx);
    });
  }

  return {
    /**
     * Places a booking in the caller's transaction (the keyed POST's, so a replay answers as
     * the first time): confirmed at an instant-book venue, a request at a request-to-book one,
     * where the traveller's waiting requests, refusals and the host's block list are checked
     * under the lock of the traveller's profile row.
     */
    async place(tx: Kysely<Database>, customerId: string, body: BookingCreateBody) {
      const at = now();
      const locked = createBookingRepository(tx);
      assertStartNotInPast(body.dateFrom, at);
      assertWithinStayLimits(body, at);
      await locked.lockTraveller(customerId);
      const venue = await locked.lockVenue(body.venueId);
      assertGuestsFit(body.guests, venue.max_guests);
      if (await createBlockedTravellerRepository(tx).isBlocked(venue.owner_id, customerId)) {
        throw forbidden('The host of this venue does not take bookings from you');
      }
      // A host who blocked the person in their conversations takes no bookings from them either.
      if (await createProfileBlockRepository(tx).blocks(venue.owner_id, customerId)) {
        throw forbidden(BLOCKED_BY_OTHER);
      }
      const rules = await locked.stayRulesOf(venue.id);
      assertKeepsStayRules(body, at, rules);
      const state = placedBookingState(rules.bookingMode);
      if (state === 'requested') {
        const problem = requestLimitProblem(await locked.requestHistory(customerId, venue.id), at);
        if (problem) throw conflict(problem);
      }
      const request = state === 'requested' ? { expires_at: requestLapse(body, at, rules) } : {};
      // Price and policy are fixed now: later edits of the venue's never change them.
      const { quote, policy } = await termsFor(tx, venue.id, body);
      const row = await locked
        .insertPlaced(
          {
            venue_id: venue.id,
            customer_id: customerId,
            date_from: body.dateFrom,
            date_to: body.dateTo,
            guests: body.guests,
            quote: JSON.stringify(quote),
            total_ore: quote.totalOre,
            cancellation_policy: policy,
            payment_preference: body.paymentPreference ?? null,
            ...request,
          },
          state,
          deps.newBookingReference ?? (() => bookingReference()),
        )
        .catch((error: unknown) => {
          if (isUniqueViolation(error) && violatedConstraint(error) === ONE_OPEN_REQUEST) {
            throw conflict(
              requestLimitProblem({ openAtVenue: 1, openTotal: 1, lastRefusal: null }, at)!,
            );
          }
          throw error;
        });
      await joinConversation(tx, customerId, venue, at);
      await tell(tx, state === 'requested' ? 'requestReceived' : 'bookingReceived', row.id, at);
      return row;
    },

    /**
     * The traveller changes the dates or guests of a confirmed upcoming stay, priced again at
     * today's prices when anything changed. At a request-to-book venue the host accepted this
     * stay and no other, so a change is refused (domain `stayChangeProblem`).
     */
    change(customerId: string, id: string, body: BookingUpdateBody) {
      return withLocked(id, async (locked, current, tx) => {
        const at = now();
        if (actorOf(customerId, current, 'traveller') !== 'traveller')
          throw notFound('No booking with this id');
        // Past and ongoing stays are read-only for the customer (only the host may end them).
        assertCustomerMayChange(current, at);
        const next = nextStateOf(current, 'change', customerId, 'traveller');
        if (body.dateFrom) assertStartNotInPast(body.dateFrom, at);
        const stay = {
          dateFrom: body.dateFrom ?? current.date_from,
          dateTo: body.dateTo ?? current.date_to,
          guests: body.guests ?? current.guests,
        };
        assertMinimumStay(stay.dateFrom, stay.dateTo);
        const rules = await locked.stayRulesOf(current.venue_id);
        const was = {
          dateFrom: current.date_from,
          dateTo: current.date_to,
          guests: current.guests,
        };
        const refused = stayChangeProblem(rules.bookingMode, was, stay);
        if (refused) throw conflict(refused);
        if (body.dateFrom || body.dateTo) {
          assertWithinStayLimits(stay, at);
          assertKeepsStayRules(stay, at, rules);
        }
        if (body.guests !== undefined) assertGuestsFit(body.guests, current.max_guests);
        // A changed stay is priced again at today's prices; an unchanged one keeps its price.
        const changed =
          stay.dateFrom !== was.dateFrom ||
          stay.dateTo !== was.dateTo ||
          stay.guests !== was.guests;
        const quote = changed ? (await termsFor(tx, current.venue_id, stay)).quote : null;
        return locked.writeState(current.id, next, {
          date_from: stay.dateFrom,
          date_to: stay.dateTo,
          guests: stay.guests,
          ...(quote ? { quote: JSON.stringify(quote), total_ore: quote.totalOre } : {}),
          updated_at: at,
        });
      });
    },

    /**
     * The venue's owner accepts or declines a request that is still open and has not lapsed.
     * The expiry job takes the booking with SKIP LOCKED, so an answer and the expiry cannot
     * both happen: whichever locks first wins, the other finds the request no longer open.
     */
    answer(hostId: string, id: string, answer: 'accept' | 'decline', message: string | null) {
      return withLocked(id, async (locked, current, tx) => {
        const at = now();
        const next = nextStateOf(current, answer, hostId, 'host');
        assertRequestOpen(current, answer, at);
        const answered = await locked.writeState(current.id, next, {
          responded_at: at,
          host_message: message,
          updated_at: at,
        });
        await tell(tx, answer === 'accept' ? 'requestAccepted' : 'requestDeclined', id, at);
        return answered;
      });
    },

    /**
     * The traveller ends their booking: a request is withdrawn, a confirmed upcoming stay is
     * cancelled with the refund its policy gives now. The row stays, `cancelled`.
     */
    cancelByTraveller(customerId: string, id: string) {
      return withLocked(id, async (locked, current, tx) => {
        const at = now();
        if (actorOf(customerId, current, 'traveller') !== 'traveller')
          throw notFound('No booking with this id');
        assertCustomerMayChange(current, at, 'cancel');
        const withdrawn = current.status === 'requested';
        const next = nextStateOf(
          current,
          withdrawn ? 'withdraw' : 'guestCancel',
          customerId,
          'traveller',
        );
        const cancelled = await locked.writeState(current.id, next, {
          ...(withdrawn ? { responded_at: at } : { cancelled_at: at }),
          refund_ore: refundOf(current, at, 'traveller').refundOre,
          updated_at: at,
        });
        await tell(tx, withdrawn ? 'requestWithdrawn' : 'bookingCancelledByGuest', id, at);
        return cancelled;
      });
    },

    /**
     * The venue's owner ends an upcoming or ongoing confirmed stay: everything back for nights
     * not yet begun (domain `refundFor`), the row kept as `cancelledByHost` with the reason.
     */
    cancelByHost(hostId: string, id: string, reason: string | null) {
      return withLocked(id, async (locked, current, tx) => {
        const at = now();
        assertHostMayCancel(current, at);
        const next = nextStateOf(current, 'hostCancel', hostId, 'host');
        const cancelled = await locked.writeState(current.id, next, {
          cancelled_at: at,
          refund_ore: refundOf(current, at, 'host').refundOre,
          cancellation_reason: reason,
          updated_at: at,
        });
        await tell(tx, 'bookingCancelledByHost', id, at);
        return cancelled;
      });
    },

    /**
     * Lapses the next request due at the caller's clock, in the caller's transaction (the job
     * runner's, one booking each); false when none is due. Requests being answered are skipped.
     */
    async expireNextDue(tx: Kysely<Database>, at: Date, venueId?: string): Promise<boolean> {
      const locked = createBookingRepository(tx);
      const due = await locked.nextDueRequest(at, venueId);
      if (!due) return false;
      const next = nextBookingState(due.status, 'expire', 'system');
      if (!next) return false;
      await locked.writeState(due.id, next, { responded_at: at, updated_at: at });
      await tell(tx, 'requestExpired', due.id, at);
      return true;
    },
  };
}

export type BookingLifecycle = ReturnType<typeof createBookingLifecycle>;
