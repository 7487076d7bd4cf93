import { addDays, toCalendarDate } from '@holidaze/domain';
import { activeLocale } from '../../../shared/i18n';
import type { ManagerBooking } from './manager-bookings';

/** A calendar month, 'YYYY-MM'. */
export type Month = string;

/** 'July 2026' for '2026-07' ('juli 2026' in Norwegian). */
export function monthLabel(month: Month): string {
  const [year, index] = month.split('-');
  return new Intl.DateTimeFormat(activeLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(year), Number(index) - 1, 1));
}

/** The months a stay has nights in: a stay over a month's end is in both months. */
export function monthsOfStay(booking: Pick<ManagerBooking, 'dateFrom' | 'dateTo'>): Month[] {
  const from = toCalendarDate(booking.dateFrom);
  const lastNight = addDays(toCalendarDate(booking.dateTo), -1);
  const months: Month[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const end = lastNight < from ? from.slice(0, 7) : lastNight.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= end) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** Every month with at least one night booked, earliest first: the Month filter's choices. */
export function bookedMonths(bookings: readonly ManagerBooking[]): Month[] {
  return [...new Set(bookings.flatMap(monthsOfStay))].sort();
}

/** The manager's venues that have bookings, by name: the Venue filter's choices. */
export function bookedVenues(bookings: readonly ManagerBooking[]): { id: string; name: string }[] {
  const byId = new Map(bookings.map((booking) => [booking.venue.id, booking.venue.name]));
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

export interface Narrowing {
  /** A venue id, or 'all'. */
  venue: string;
  /** A month, or 'all'. */
  month: Month | 'all';
}

/** The bookings on one venue and/or with a night in one month. */
export function narrowBookings(
  bookings: readonly ManagerBooking[],
  { venue, month }: Narrowing,
): ManagerBooking[] {
  return bookings.filter(
    (booking) =>
      (venue === 'all' || booking.venue.id === venue) &&
      (month === 'all' || monthsOfStay(booking).includes(month)),
  );
}
