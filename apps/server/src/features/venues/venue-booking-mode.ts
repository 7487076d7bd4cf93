import type { Kysely } from 'kysely';
import type { Venue } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';

/**
 * Ours, not Noroff's: a venue that books by request carries `bookingMode: 'request'` in lists, so
 * a card can say "Request to book" before the venue page is opened. Instant venues (the default)
 * carry nothing, keeping the Noroff shape. One query for the page.
 */
export async function markRequestVenues(db: Kysely<Database>, venues: Venue[]): Promise<void> {
  if (venues.length === 0) return;
  const rows = await db
    .selectFrom('venue_stay_rules')
    .select('venue_id')
    .where(
      'venue_id',
      'in',
      venues.map((venue) => venue.id),
    )
    .where('booking_mode', '=', 'request')
    .execute();
  const byRequest = new Set(rows.map((row) => row.venue_id));
  for (const venue of venues) if (byRequest.has(venue.id)) venue.bookingMode = 'request';
}
