import { toCalendarDate, type CalendarDate } from './calendar-date';

export type BookingStatus = 'upcoming' | 'ongoing' | 'completed';

/**
 * Upcoming while the stay has not started, completed once its check-out day has come, ongoing
 * in between (spec §4, on calendar days: a stay [from, to) is ongoing from `from` until `to`).
 */
export function bookingStatus(
  stay: { dateFrom: string; dateTo: string },
  today: CalendarDate,
): BookingStatus {
  if (toCalendarDate(stay.dateFrom) > today) return 'upcoming';
  if (toCalendarDate(stay.dateTo) <= today) return 'completed';
  return 'ongoing';
}
