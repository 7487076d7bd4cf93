import { bookingStatus, toCalendarDate, type Booking, type CalendarDate } from '@holidaze/domain';

const startOf = (booking: Booking) => toCalendarDate(booking.dateFrom);
const endOf = (booking: Booking) => toCalendarDate(booking.dateTo);
const byId = (a: Booking, b: Booking) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A stay still ahead is upcoming, unless the traveller cancelled it (or withdrew the request)
 * themselves: that is history. What the host ended stays in view until its dates pass.
 */
const isUpcoming = (booking: Booking, today: CalendarDate) =>
  booking.status !== 'cancelled' && bookingStatus(booking, today) === 'upcoming';

/** Bookings that have not started yet, the soonest first. */
export function upcomingBookings(bookings: readonly Booking[], today: CalendarDate): Booking[] {
  return bookings
    .filter((booking) => isUpcoming(booking, today))
    .sort(
      (a, b) =>
        startOf(a).localeCompare(startOf(b)) || endOf(a).localeCompare(endOf(b)) || byId(a, b),
    );
}

/** Bookings that have started or ended (ongoing, completed, cancelled), the most recent first. */
export function historyBookings(bookings: readonly Booking[], today: CalendarDate): Booking[] {
  return bookings
    .filter((booking) => !isUpcoming(booking, today))
    .sort(
      (a, b) =>
        startOf(b).localeCompare(startOf(a)) || endOf(b).localeCompare(endOf(a)) || byId(a, b),
    );
}
