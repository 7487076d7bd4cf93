import { BOOKING_STATE_LABELS, type BookingMode, type BookingState } from './booking-requests';
import { bookingStatus } from './booking-status';
import type { CalendarDate } from './calendar-date';

/** Who may end or change a booking, and when: one answer for the server and the web app. */
export interface BookingOnRecord {
  dateFrom: string;
  dateTo: string;
  status: BookingState;
}

export const BOOKING_CHANGE_MESSAGES = {
  alreadyCancelled: 'This booking has already been cancelled by the host',
  /** Dates and guests of a stay that has started or ended are read-only. */
  startedOrPast: 'Only upcoming bookings can be changed: past and ongoing bookings are read-only',
  /** The contract's message (B5). */
  startedOrPastCancel: 'Only upcoming bookings can be cancelled',
  hostCancelCompleted: 'Only upcoming or ongoing bookings can be cancelled',
  requestNotChangeable: 'A request cannot be changed: withdraw it and send a new one',
  requestIsDeclined: 'A request is answered, not cancelled: decline it instead',
  /** A host who answers requests agreed to these dates and guests, not to any others. */
  acceptedStayFixed:
    'The host accepted these dates and guests: a venue that books by request cannot have them changed. Cancel and send a new request instead',
  ended: (status: BookingState) =>
    `This booking can no longer be changed: it is ${BOOKING_STATE_LABELS[status].toLowerCase()}`,
} as const;

/**
 * Why the customer cannot edit (or cancel) the booking, or undefined when they can. A request
 * may be cancelled (withdrawn) while it waits, never edited.
 */
export function customerChangeProblem(
  booking: BookingOnRecord,
  today: CalendarDate,
  action: 'change' | 'cancel' = 'change',
): string | undefined {
  if (booking.status === 'requested') {
    return action === 'cancel' ? undefined : BOOKING_CHANGE_MESSAGES.requestNotChangeable;
  }
  if (booking.status === 'cancelledByHost') return BOOKING_CHANGE_MESSAGES.alreadyCancelled;
  if (booking.status !== 'confirmed') return BOOKING_CHANGE_MESSAGES.ended(booking.status);
  if (bookingStatus(booking, today) !== 'upcoming') {
    return action === 'cancel'
      ? BOOKING_CHANGE_MESSAGES.startedOrPastCancel
      : BOOKING_CHANGE_MESSAGES.startedOrPast;
  }
  return undefined;
}

/** Why the venue's owner cannot cancel the booking, or undefined when they can. */
export function hostCancellationProblem(
  booking: BookingOnRecord,
  today: CalendarDate,
): string | undefined {
  if (booking.status === 'cancelledByHost') return BOOKING_CHANGE_MESSAGES.alreadyCancelled;
  if (booking.status === 'requested') return BOOKING_CHANGE_MESSAGES.requestIsDeclined;
  if (booking.status !== 'confirmed') return BOOKING_CHANGE_MESSAGES.ended(booking.status);
  if (bookingStatus(booking, today) === 'completed') {
    return BOOKING_CHANGE_MESSAGES.hostCancelCompleted;
  }
  return undefined;
}

/** A stay's dates and guests, as booked or as the traveller would change them. */
export interface StayTerms {
  dateFrom: string;
  dateTo: string;
  guests: number;
}

/**
 * Why a confirmed stay cannot take these new dates or guests at a venue booked `mode`, or
 * undefined. On a request-to-book venue the host agreed to the stay as asked: a change of dates
 * or guests would be a stay they never accepted, so it is refused (the traveller may cancel
 * and ask again). An instant-book venue takes any change its calendar allows.
 */
export function stayChangeProblem(
  mode: BookingMode,
  current: StayTerms,
  next: StayTerms,
): string | undefined {
  const changed =
    current.dateFrom !== next.dateFrom ||
    current.dateTo !== next.dateTo ||
    current.guests !== next.guests;
  if (mode === 'request' && changed) return BOOKING_CHANGE_MESSAGES.acceptedStayFixed;
  return undefined;
}
