import {
  MESSAGES,
  customerChangeProblem,
  earliestTodayAnywhere,
  hostCancellationProblem,
  latestTodayAnywhere,
  stayLimitProblem,
  stayRulesProblem,
  todayUtc,
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
