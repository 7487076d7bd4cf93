import {
  MESSAGES,
  earliestTodayAnywhere,
  isBookingChangeable,
  todayUtc,
  type CalendarDate,
} from '@holidaze/domain';
import { badRequest } from '../../http/api-error.js';

/** Rules that need "today" or the venue, checked before the database's own constraints. */
export function assertStartNotInPast(dateFrom: CalendarDate, now = new Date()): void {
  if (dateFrom < earliestTodayAnywhere(now))
    throw badRequest(MESSAGES.dateFromInPast, ['dateFrom']);
}

export function assertMinimumStay(dateFrom: CalendarDate, dateTo: CalendarDate): void {
  if (dateTo <= dateFrom) throw badRequest(MESSAGES.minimumStay, ['dateTo']);
}

export function assertGuestsFit(guests: number, maxGuests: number): void {
  if (guests > maxGuests) {
    throw badRequest(
      `This venue only accommodates ${maxGuests}, but you are attempting to book with ${guests} guests.`,
      ['guests'],
    );
  }
}

export function assertCancellable(
  stay: { dateFrom: string; dateTo: string },
  now = new Date(),
): void {
  if (!isBookingChangeable(stay, todayUtc(now))) {
    throw badRequest('Only upcoming bookings can be cancelled');
  }
}
