import {
  DEFAULT_CANCELLATION_POLICY,
  bookedTotalOre,
  refundFor,
  type CancelledBy,
  type Refund,
} from '@holidaze/domain';
import type { BookingWithVenue } from './booking-repository.js';

/** What cancelling the booking at `at` gives back, under the policy it was booked with. */
export function refundOf(booking: BookingWithVenue, at: Date, by: CancelledBy): Refund {
  const stay = { dateFrom: booking.date_from, dateTo: booking.date_to };
  const totalOre =
    bookedTotalOre(
      { ...stay, totalOre: booking.total_ore === null ? null : Number(booking.total_ore) },
      booking.venue_price,
    ) ?? 0;
  return refundFor(
    booking.cancellation_policy ?? DEFAULT_CANCELLATION_POLICY,
    { ...stay, totalOre, requested: booking.status === 'requested' },
    at,
    by,
  );
}
