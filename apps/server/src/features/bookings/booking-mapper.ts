import type { Booking } from '@holidaze/domain';
import type { BookingRow } from '../../db/schema.js';
import { timeOut, toBookingCore } from '../venues/venue-mapper.js';

/** A booking for its customer or its venue's owner: with its reference and status. */
export function toBooking(row: BookingRow): Booking {
  return {
    ...toBookingCore(row),
    reference: row.reference,
    cancelledAt: row.cancelled_at ? timeOut(row.cancelled_at) : null,
    cancellationReason: row.cancellation_reason,
  };
}
