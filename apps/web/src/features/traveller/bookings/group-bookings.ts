import { bookingStatus, toCalendarDate, type Booking, type CalendarDate } from '@holidaze/domain';

const startOf = (booking: Booking) => toCalendarDate(booking.dateFrom);
const endOf = (booking: Booking) => toCalendarDate(booking.dateTo);
const byId = (a: Booking, b: Booking) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const ahead = (booking: Booking, today: CalendarDate) =>
  bookingStatus(booking, today) === 'upcoming';
const isRequest = (booking: Booking, today: CalendarDate) =>
  booking.status === 'requested' && ahead(booking, today);

/**
 * A booked stay still ahead is upcoming; so is one the host ended, which stays in view until its
 * dates pass. A request waiting for its answer is not a booking yet (it has a list of its own),
 * and one that was declined, expired or withdrawn, or a booking the traveller cancelled, is history.
 */
const isUpcoming = (booking: Booking, today: CalendarDate) =>
  (booking.status === undefined ||
    booking.status === 'confirmed' ||
    booking.status === 'cancelledByHost') &&
  ahead(booking, today);

const soonestFirst = (a: Booking, b: Booking) =>
  startOf(a).localeCompare(startOf(b)) || endOf(a).localeCompare(endOf(b)) || byId(a, b);

/** Requests still waiting for the host's answer, the soonest stay first. */
export function requestedBookings(bookings: readonly Booking[], today: CalendarDate): Booking[] {
  return bookings.filter((booking) => isRequest(booking, today)).sort(soonestFirst);
}

/** Bookings that have not started yet, the soonest first. */
export function upcomingBookings(bookings: readonly Booking[], today: CalendarDate): Booking[] {
  return bookings.filter((booking) => isUpcoming(booking, today)).sort(soonestFirst);
}

/**
 * Bookings that have started or ended (ongoing, completed, cancelled) and requests that were
 * answered no, the most recent first.
 */
export function historyBookings(bookings: readonly Booking[], today: CalendarDate): Booking[] {
  return bookings
    .filter((booking) => !isUpcoming(booking, today) && !isRequest(booking, today))
    .sort(
      (a, b) =>
        startOf(b).localeCompare(startOf(a)) || endOf(b).localeCompare(endOf(a)) || byId(a, b),
    );
}
