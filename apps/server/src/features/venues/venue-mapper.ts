import type { ProfileCore, Venue, VenueBooking } from '@holidaze/domain';
import type { BookingRow, VenueRow } from '../../db/schema.js';

export const dateOut = (day: string) => `${day}T00:00:00.000Z`;
export const timeOut = (value: Date | string) => new Date(value).toISOString();

export function toVenue(row: Omit<VenueRow, 'search_text'>): Venue {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    media: row.media,
    price: row.price,
    maxGuests: row.max_guests,
    rating: row.rating,
    created: timeOut(row.created_at),
    updated: timeOut(row.updated_at),
    meta: { wifi: row.wifi, parking: row.parking, breakfast: row.breakfast, pets: row.pets },
    location: {
      address: row.address,
      city: row.city,
      zip: row.zip,
      country: row.country,
      continent: row.continent,
      lat: row.lat,
      lng: row.lng,
    },
    _count: { bookings: row.booking_count },
  };
}

/** A booking as the API shows it: calendar days at UTC midnight (api-contract conventions). */
export function toBookingCore(row: BookingRow) {
  return {
    id: row.id,
    dateFrom: dateOut(row.date_from),
    dateTo: dateOut(row.date_to),
    guests: row.guests,
    created: timeOut(row.created_at),
    updated: timeOut(row.updated_at),
    status: row.status,
  };
}

/** A stay in a venue's `bookings`; its reference and customer only for the venue's owner. */
export function toVenueBooking(
  row: BookingRow,
  owner?: { customer: ProfileCore | undefined },
): VenueBooking {
  return {
    ...toBookingCore(row),
    ...(owner ? { reference: row.reference } : {}),
    ...(owner?.customer ? { customer: owner.customer } : {}),
  };
}
