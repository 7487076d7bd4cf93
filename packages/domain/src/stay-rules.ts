import { REQUEST_RESPONSE_HOURS, type BookingMode } from './booking-requests';
import { addDays, daysBetween, type CalendarDate } from './calendar-date';
import type { Stay } from './stay';
import {
  DEFAULT_STAY_LIMITS,
  bookingHorizonMessage,
  maximumStayMessage,
  type StayLimits,
  type StayProblem,
} from './stay-limits';

/** A stretch of check-in days with its own minimum stay (`dateTo` not included). */
export interface Season {
  dateFrom: CalendarDate;
  dateTo: CalendarDate;
  minNights: number;
  /** What travellers read ("July", "Christmas"); the months it spans when left out. */
  label?: string | null;
}

/**
 * A host's rules for one venue. Every one is kept within the site's limits (`StayLimits`): a
 * venue may ask for less horizon or shorter stays than the site allows, never more.
 */
export interface StayRules {
  minNights: number;
  /** Longest stay in nights; null for the site's limit. */
  maxNights: number | null;
  seasons: Season[];
  /** How many days ahead a stay may start; null for the site's limit. */
  horizonDays: number | null;
  /** Days between booking and arrival: 0 lets a stay start today. */
  noticeDays: number;
  /** 'HH:MM', shown on the venue page. */
  checkInTime: string | null;
  checkOutTime: string | null;
  /** Booked at once, or by a request the host answers within `requestHours`. */
  bookingMode: BookingMode;
  requestHours: number;
}

/** Today's behaviour, before a host sets anything. */
export const DEFAULT_STAY_RULES: StayRules = {
  minNights: 1,
  maxNights: null,
  seasons: [],
  horizonDays: null,
  noticeDays: 0,
  checkInTime: null,
  checkOutTime: null,
  bookingMode: 'instant',
  requestHours: REQUEST_RESPONSE_HOURS.default,
};

/** The English month names, January first. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "July", or "July–August" for a season across months (its last check-in day counts). */
export function seasonLabel(season: Season): string {
  if (season.label) return season.label;
  const first = MONTH_NAMES[Number(season.dateFrom.slice(5, 7)) - 1]!;
  const last = MONTH_NAMES[Number(addDays(season.dateTo, -1).slice(5, 7)) - 1]!;
  return first === last ? first : `${first}–${last}`;
}

const nights = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

export const minimumNightsMessage = (n: number, season?: Season) =>
  season
    ? `Minimum stay in ${seasonLabel(season)} is ${nights(n)}`
    : `Minimum stay is ${nights(n)}`;
export const noticeMessage = (days: number) =>
  `Arrival needs at least ${days} day${days === 1 ? '' : 's'} notice`;

/** The season a check-in day falls in (the first listed wins), if any. */
export function seasonOf(checkIn: CalendarDate, rules: StayRules): Season | undefined {
  return rules.seasons.find((season) => season.dateFrom <= checkIn && checkIn < season.dateTo);
}

/** The shortest stay that may start on `checkIn`, and the season that sets it. */
export function minimumNightsFor(checkIn: CalendarDate, rules: StayRules) {
  const season = seasonOf(checkIn, rules);
  return season ? { nights: season.minNights, season } : { nights: rules.minNights };
}

/** The venue's horizon and longest stay, kept within the site's limits. */
export function effectiveLimits(
  rules: StayRules,
  site: StayLimits = DEFAULT_STAY_LIMITS,
): StayLimits {
  return {
    maxNights: Math.min(rules.maxNights ?? site.maxNights, site.maxNights),
    maxDaysAhead: Math.min(rules.horizonDays ?? site.maxDaysAhead, site.maxDaysAhead),
  };
}

/** Why a stay may not start on `checkIn` so soon after `today`, or undefined. */
export function noticeProblem(checkIn: CalendarDate, today: CalendarDate, rules: StayRules) {
  if (rules.noticeDays > 0 && checkIn < addDays(today, rules.noticeDays)) {
    return noticeMessage(rules.noticeDays);
  }
  return undefined;
}

/** Why a stay may not start on `checkIn` so far after `today`, or undefined. */
export function horizonProblem(
  checkIn: CalendarDate,
  today: CalendarDate,
  rules: StayRules,
  site: StayLimits = DEFAULT_STAY_LIMITS,
) {
  const { maxDaysAhead } = effectiveLimits(rules, site);
  return checkIn > addDays(today, maxDaysAhead) ? bookingHorizonMessage(maxDaysAhead) : undefined;
}

/**
 * Why a stay may not start on `checkIn`, `today` being the traveller's; undefined when it may.
 * (Days in the past are a separate rule.) The date picker shows this beside the day.
 */
export function checkInProblem(
  checkIn: CalendarDate,
  today: CalendarDate,
  rules: StayRules,
  site: StayLimits = DEFAULT_STAY_LIMITS,
): string | undefined {
  return noticeProblem(checkIn, today, rules) ?? horizonProblem(checkIn, today, rules, site);
}

/** Why `checkOut` cannot end a stay starting on `checkIn` (its length), or undefined. */
export function checkOutProblem(
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  rules: StayRules,
  site: StayLimits = DEFAULT_STAY_LIMITS,
): string | undefined {
  const length = daysBetween(checkIn, checkOut);
  const minimum = minimumNightsFor(checkIn, rules);
  if (length < minimum.nights) return minimumNightsMessage(minimum.nights, minimum.season);
  const { maxNights } = effectiveLimits(rules, site);
  if (length > maxNights) return maximumStayMessage(maxNights);
  return undefined;
}

/**
 * What breaks a venue's rules in a stay (arrival first, then length), or undefined. The server
 * passes two todays: the earliest anywhere for the notice and the latest anywhere for the
 * horizon, so no traveller is refused a day their own calendar allows.
 */
export function stayRulesProblem(
  stay: Stay,
  today: { forNotice: CalendarDate; forHorizon: CalendarDate },
  rules: StayRules,
  site: StayLimits = DEFAULT_STAY_LIMITS,
): StayProblem | undefined {
  const arrival =
    noticeProblem(stay.dateFrom, today.forNotice, rules) ??
    horizonProblem(stay.dateFrom, today.forHorizon, rules, site);
  if (arrival) return { message: arrival, path: 'dateFrom' };
  const length = checkOutProblem(stay.dateFrom, stay.dateTo, rules, site);
  if (length) return { message: length, path: 'dateTo' };
  return undefined;
}
