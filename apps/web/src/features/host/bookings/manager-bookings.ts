import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  bookingStatus,
  toCalendarDate,
  type BookingStatus,
  type CalendarDate,
  type Venue,
  type VenueBooking,
} from '@holidaze/domain';

/** A booking on one of the manager's venues, with the venue it is for. */
export interface ManagerBooking extends VenueBooking {
  venue: Pick<Venue, 'id' | 'name' | 'price'>;
}

export type BookingFilter = 'all' | BookingStatus;

export const BOOKING_FILTERS: readonly { value: BookingFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'upcoming', label: msg`Upcoming` },
  { value: 'ongoing', label: msg`Ongoing` },
  { value: 'completed', label: msg`Completed` },
];

export const STATUS_LABELS: Record<BookingStatus, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  ongoing: msg`Ongoing`,
  completed: msg`Completed`,
};

export function bookingsOf(venues: readonly Venue[]): ManagerBooking[] {
  return venues.flatMap((venue) =>
    (venue.bookings ?? []).map((booking) => ({
      ...booking,
      venue: { id: venue.id, name: venue.name, price: venue.price },
    })),
  );
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** By check-in day, earliest first (spec §2 Manage Bookings). */
export function sortByStart(bookings: readonly ManagerBooking[]): ManagerBooking[] {
  return [...bookings].sort((a, b) => {
    const from = toCalendarDate(a.dateFrom).localeCompare(toCalendarDate(b.dateFrom));
    return from || byId(a, b);
  });
}

/** Newest booking first, for the overview. */
export function mostRecent(bookings: readonly ManagerBooking[], count: number): ManagerBooking[] {
  return [...bookings]
    .sort((a, b) => b.created.localeCompare(a.created) || byId(a, b))
    .slice(0, count);
}

export function filterByStatus(
  bookings: readonly ManagerBooking[],
  filter: BookingFilter,
  today: CalendarDate,
): ManagerBooking[] {
  if (filter === 'all') return [...bookings];
  return bookings.filter((booking) => bookingStatus(booking, today) === filter);
}
