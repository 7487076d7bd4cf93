import type { BookingRow } from '../../db/schema.js';
import type { Viewer } from '../../auth/viewer.js';
import type { ProfileRepository } from '../profiles/index.js';
import type { VenueRepository } from '../venues/index.js';
import { toBooking, type StoredBooking } from './booking-mapper.js';

/** Bookings with their venue and customer embedded, in two extra queries at most (no N+1). */
export async function embedBookings(
  related: { venues: VenueRepository; profiles: ProfileRepository },
  rows: BookingRow[],
  options: { venue: boolean; customer: boolean; viewer: Viewer },
): Promise<StoredBooking[]> {
  const venueIds = [...new Set(rows.map((row) => row.venue_id))];
  const venues = options.venue
    ? await related.venues.byIds(venueIds, {
        owner: false,
        bookings: false,
        viewer: options.viewer,
      })
    : [];
  const embeddedVenues = new Map(venues.map((venue) => [venue.id, venue]));
  const customerIds = [...new Set(rows.map((row) => row.customer_id))];
  const customerById = options.customer
    ? await related.profiles.coresById(customerIds)
    : new Map<string, never>();
  return rows.map((row) => ({
    ...toBooking(row),
    ...(options.venue ? { venue: embeddedVenues.get(row.venue_id)! } : {}),
    ...(options.customer ? { customer: customerById.get(row.customer_id)! } : {}),
  }));
}
