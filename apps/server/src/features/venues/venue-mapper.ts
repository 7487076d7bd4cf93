import {
  roundAverage,
  type ProfileCore,
  type ReviewSummary,
  type Venue,
  type VenueBooking,
} from '@holidaze/domain';
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
    reviewSummary: toReviewSummary(row),
    descriptionLanguage: row.description_language,
    descriptionTranslation: row.description_translation,
    _count: { bookings: row.booking_count },
  };
}

/**
 * The venue's published guest reviews in figures, null before the first (docs/api.md,
 * "Reviews").
 */
export function toReviewSummary(
  row: Pick<
    VenueRow,
    | 'review_count'
    | 'review_rating'
    | 'review_cleanliness'
    | 'review_accuracy'
    | 'review_location'
    | 'review_value'
  >,
): ReviewSummary | null {
  if (row.review_count === 0) return null;
  return {
    count: row.review_count,
    rating: roundAverage(row.review_rating ?? 0),
    cleanliness: roundAverage(row.review_cleanliness ?? 0),
    accuracy: roundAverage(row.review_accuracy ?? 0),
    location: roundAverage(row.review_location ?? 0),
    value: roundAverage(row.review_value ?? 0),
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

/**
 * A stay in a venue's `bookings`; its reference, customer and price (what the host earns from
 * it) only for the venue's owner.
 */
export function toVenueBooking(
  row: BookingRow,
  owner?: { customer: ProfileCore | undefined },
): VenueBooking {
  return {
    ...toBookingCore(row),
    ...(owner
      ? {
          reference: row.reference,
          totalOre: row.total_ore === null ? null : Number(row.total_ore),
          quote: row.quote,
        }
      : {}),
    ...(owner?.customer ? { customer: owner.customer } : {}),
  };
}
