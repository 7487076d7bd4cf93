import { addDays, daysBetween, todayUtc, type CalendarDate } from './calendar-date';
import type { Stay } from './stay';

/**
 * How long a stay may be and how far ahead it may start. Defaults for every venue today; a
 * venue's own settings can later be passed instead, so every check takes the limits.
 */
export interface StayLimits {
  /** Longest stay, in nights. */
  maxNights: number;
  /** Latest start, in days after today. */
  maxDaysAhead: number;
}

export const DEFAULT_STAY_LIMITS: StayLimits = { maxNights: 90, maxDaysAhead: 500 };

/** Here rather than only in MESSAGES, so that a page checking a stay does not load every message. */
export const DATE_FROM_IN_PAST = 'dateFrom cannot be in the past';
export const maximumStayMessage = (maxNights: number) => `Maximum stay is ${maxNights} nights`;
export const bookingHorizonMessage = (maxDaysAhead: number) =>
  `Bookings can be made at most ${maxDaysAhead} days ahead`;

export interface StayProblem {
  message: string;
  path: 'dateFrom' | 'dateTo';
}

/** The last day a stay may start on, `today` being the traveller's today. */
export function latestStart(today: CalendarDate, limits: StayLimits = DEFAULT_STAY_LIMITS) {
  return addDays(today, limits.maxDaysAhead);
}

/** The last check-out day for a stay starting on `dateFrom`. */
export function latestCheckOut(dateFrom: CalendarDate, limits: StayLimits = DEFAULT_STAY_LIMITS) {
  return addDays(dateFrom, limits.maxNights);
}

/**
 * What breaks the limits in a stay, or undefined when it keeps them. (Whether the start is in
 * the past and the minimum stay are separate rules.)
 */
export function stayLimitProblem(
  stay: Stay,
  today: CalendarDate,
  limits: StayLimits = DEFAULT_STAY_LIMITS,
): StayProblem | undefined {
  if (stay.dateFrom > latestStart(today, limits)) {
    return { message: bookingHorizonMessage(limits.maxDaysAhead), path: 'dateFrom' };
  }
  if (daysBetween(stay.dateFrom, stay.dateTo) > limits.maxNights) {
    return { message: maximumStayMessage(limits.maxNights), path: 'dateTo' };
  }
  return undefined;
}

/**
 * A searched stay keeps the rules of a booked one: it starts today or later (`today`), and keeps
 * the limits measured from `latestToday` (the server passes the earliest and latest today on
 * Earth; a browser its own today for both). Undefined when the stay may be searched.
 */
export function searchStayProblem(
  stay: Stay,
  today: CalendarDate,
  latestToday: CalendarDate = today,
  limits: StayLimits = DEFAULT_STAY_LIMITS,
): StayProblem | undefined {
  if (stay.dateFrom < today) return { message: DATE_FROM_IN_PAST, path: 'dateFrom' };
  return stayLimitProblem(stay, latestToday, limits);
}

/**
 * The latest date that is "today" somewhere on Earth (UTC+14): the server measures the horizon
 * from it, so a traveller east of UTC picking the last allowed day of their own calendar is
 * never refused.
 */
export function latestTodayAnywhere(now: Date = new Date()): CalendarDate {
  return todayUtc(new Date(now.getTime() + 14 * 3_600_000));
}

/**
 * A venue's guest capacity cannot drop below the guests of a stay it has promised: the problem's
 * message names the number, or undefined when the new capacity fits them all.
 */
export function maxGuestsProblem(
  newMaxGuests: number,
  largestUpcomingGuests: number | null | undefined,
): string | undefined {
  if (largestUpcomingGuests == null || newMaxGuests >= largestUpcomingGuests) return undefined;
  return `Max guests cannot be lower than ${largestUpcomingGuests}: an upcoming or ongoing booking is for ${largestUpcomingGuests} guests`;
}
