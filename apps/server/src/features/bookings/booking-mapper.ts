import type { Booking } from '@holidaze/domain';
import type { BookingRow } from '../../db/schema.js';
import { dateOut, timeOut } from '../venues/venue-mapper.js';

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    dateFrom: dateOut(row.date_from),
    dateTo: dateOut(row.date_to),
    guests: row.guests,
    created: timeOut(row.created_at),
    updated: timeOut(row.updated_at),
  };
}
