import {
  addDays,
  compareCalendarDates,
  daysBetween,
  toCalendarDate,
  type CalendarDate,
} from './calendar-date';

/**
 * A stay occupies the nights from `dateFrom` up to, not including, `dateTo`: half-open,
 * [dateFrom, dateTo). The check-out day is free for the next arrival (same-day turnover).
 */
export interface Stay {
  dateFrom: CalendarDate;
  dateTo: CalendarDate;
}

export const MIN_STAY_NIGHTS = 1;

export function staysOverlap(a: Stay, b: Stay): boolean {
  return a.dateFrom < b.dateTo && b.dateFrom < a.dateTo;
}

export function isStayFree(stay: Stay, booked: readonly Stay[]): boolean {
  return booked.every((other) => !staysOverlap(stay, other));
}

/** Whether the night starting on `night` is taken: such a day cannot be a check-in. */
export function isNightBooked(night: CalendarDate, booked: readonly Stay[]): boolean {
  return booked.some((stay) => stay.dateFrom <= night && night < stay.dateTo);
}

/**
 * The latest possible check-out for a stay starting at `start`: the first booked night after it.
 * `undefined` when nothing is booked after `start`.
 */
export function lastCheckOutFor(
  start: CalendarDate,
  booked: readonly Stay[],
): CalendarDate | undefined {
  return booked
    .map((stay) => stay.dateFrom)
    .filter((from) => from > start)
    .sort(compareCalendarDates)[0];
}

/**
 * Nights between two days: the difference of their calendar days. An ISO date-time counts as the
 * day whose midnight it is nearest to (see `toCalendarDate`), so a zone does not change the count.
 */
export function nightsBetween(from: CalendarDate | string, to: CalendarDate | string): number {
  return daysBetween(toCalendarDate(from), toCalendarDate(to));
}

export function stayTotal(nights: number, pricePerNight: number): number {
  return Math.max(0, nights) * pricePerNight;
}

/** Every night of a stay, for models and tests. */
export function nightsOf(stay: Stay): CalendarDate[] {
  const nights: CalendarDate[] = [];
  for (let night = stay.dateFrom; night < stay.dateTo; night = addDays(night, 1))
    nights.push(night);
  return nights;
}
