import {
  MESSAGES,
  bookingEventProblem,
  customerChangeProblem,
  earliestTodayAnywhere,
  hostCancellationProblem,
  latestTodayAnywhere,
  requestExpiresAt,
  stayLimitProblem,
  stayRulesProblem,
  todayUtc,
  type BookingEvent,
  type BookingOnRecord,
  type CalendarDate,
  type StayLimits,
  type StayRules,
} from '@holidaze/domain';
import { badRequest, conflict } from '../../http/api-error.js';

/** Rules that need "today" or the venue, checked before the database's own constraints. */
export function assertStartNotInPast(dateFrom: CalendarDate, now: Date): void {
  if (dateFrom < earliestTodayAnywhere(now))
    throw badRequest(MESSAGES.dateFromInPast, ['dateFrom']);
}

export function assertMinimumStay(dateFrom: CalendarDate, dateTo: CalendarDate): void {
  if (dateTo <= dateFrom) throw badRequest(MESSAGES.minimumStay, ['dateTo']);
}

/**
 * Stay length and horizon (domain `stayLimitProblem`), measured from the latest "today" on
 * Earth so a traveller east of UTC is never refused their own last allowed day.
 */
export function assertWithinStayLimits(
  stay: { dateFrom: CalendarDate; dateTo: CalendarDate },
  now: Date,
  limits?: StayLimits,
): void {
  const problem = stayLimitProblem(stay, latestTodayAnywhere(now), limits);
  if (problem) throw badRequest(problem.message, [problem.path]);
}

/**
 * The venue's own stay rules (domain `stayRulesProblem`): the notice is measured from the
 * earliest today on Earth and the horizon from the latest, so no traveller's own calendar is
 * refused a day it allows.
 */
export function assertKeepsStayRules(
  stay: { dateFrom: CalendarDate; dateTo: CalendarDate },
  now: Date,
  rules: StayRules,
): void {
  const today = { forNotice: earliestTodayAnywhere(now), forHorizon: latestTodayAnywhere(now) };
  const problem = stayRulesProblem(stay, today, rules);
  if (problem) throw badRequest(problem.message, [problem.path]);
}

export function assertGuestsFit(guests: number, maxGuests: number): void {
  if (guests > maxGuests) {
    throw badRequest(
      `This venue only accommodates ${maxGuests}, but you are attempting to book with ${guests} guests.`,
      ['guests'],
    );
  }
}

type StoredBooking = { date_from: string; date_to: string; status: BookingOnRecord['status'] };
const onRecord = (row: StoredBooking): BookingOnRecord => ({
  dateFrom: row.date_from,
  dateTo: row.date_to,
  status: row.status,
});

/** The customer edits or cancels upcoming bookings only; past and ongoing ones are read-only. */
export function assertCustomerMayChange(
  booking: StoredBooking,
  now: Date,
  action: 'change' | 'cancel' = 'change',
): void {
  const problem = customerChangeProblem(onRecord(booking), todayUtc(now), action);
  if (problem) throw badRequest(problem);
}

/** The venue's owner cancels upcoming or ongoing bookings that are still confirmed. */
export function assertHostMayCancel(booking: StoredBooking, now: Date): void {
  const problem = hostCancellationProblem(onRecord(booking), todayUtc(now));
  if (problem) throw conflict(problem);
}

/** Shortest time a host is given to answer a request: less, and the arrival is too close. */
const SHORTEST_ANSWER_MS = 60 * 60_000;

/** When a request made now lapses; refused when the host would have under an hour to answer. */
export function requestLapse(stay: { dateFrom: string }, now: Date, rules: StayRules): Date {
  const lapses = requestExpiresAt(now, rules.requestHours, stay.dateFrom);
  if (lapses.getTime() - now.getTime() < SHORTEST_ANSWER_MS) {
    throw badRequest(
      'This venue books by request, and the host needs time to answer: please choose a later arrival date',
      ['dateFrom'],
    );
  }
  return lapses;
}

/** The host answers a request that is still open and has not lapsed. */
export function assertRequestOpen(
  booking: { status: BookingOnRecord['status']; expires_at: Date | null },
  event: Extract<BookingEvent, 'accept' | 'decline'>,
  now: Date,
): void {
  const problem = bookingEventProblem(booking.status, event, 'host');
  if (problem) throw conflict(problem);
  if (booking.expires_at && booking.expires_at <= now) {
    throw conflict(bookingEventProblem('expired', event, 'host')!);
  }
}
