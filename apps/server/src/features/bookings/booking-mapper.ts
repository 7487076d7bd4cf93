import type { Booking } from '@holidaze/domain';
import type { BookingRow } from '../../db/schema.js';
import { toBookingCore } from '../venues/venue-mapper.js';

export function toBooking(row: BookingRow): Booking {
  return toBookingCore(row);
}
