import type { Kysely } from 'kysely';
import type { Venue } from '@holidaze/domain';
import type { Database, VenueRow } from '../../db/schema.js';
import type { Viewer } from '../../auth/viewer.js';
import { canSeeVenueCustomers } from '../../http/authorization.js';
import type { ProfileRepository } from '../profiles/index.js';
import { blocksOf, withBlocks } from './venue-blocks.js';
import { toVenue, toVenueBooking } from './venue-mapper.js';

export type VenueListRow = Omit<VenueRow, 'search_text'> & { is_unavailable?: boolean };

/**
 * Venue rows to the API shape with owners and bookings embedded: at most three queries per page
 * whatever its size (no N+1). Customers appear only to the venue's owner.
 */
export async function embedVenues(
  db: Kysely<Database>,
  profiles: ProfileRepository,
  rows: VenueListRow[],
  options: { owner: boolean; bookings: boolean; viewer: Viewer | undefined },
): Promise<Venue[]> {
  const ids = rows.map((row) => row.id);
  const owners = options.owner
    ? await profiles.coresById(rows.map((row) => row.owner_id))
    : undefined;
  const bookingRows =
    options.bookings && ids.length > 0
      ? await db
          .selectFrom('bookings')
          .selectAll()
          .where('venue_id', 'in', ids)
          // A venue's bookings are its held nights: confirmed stays and open requests.
          .where('status', 'in', ['requested', 'confirmed'])
          .orderBy('date_from')
          .execute()
      : [];
  const ownedByViewer = new Set(
    rows.filter((row) => canSeeVenueCustomers(options.viewer, row)).map((row) => row.id),
  );
  const blockRows = await blocksOf(
    db,
    options.bookings ? ids.filter((id) => !ownedByViewer.has(id)) : [],
  );
  const visibleCustomerIds = bookingRows
    .filter((booking) => ownedByViewer.has(booking.venue_id))
    .map((booking) => booking.customer_id);
  const customers = await profiles.coresById(visibleCustomerIds);

  return rows.map((row) => {
    const venue = toVenue(row);
    if (owners) venue.owner = owners.get(row.owner_id)!;
    if (options.bookings) {
      const showCustomers = ownedByViewer.has(row.id);
      venue.bookings = withBlocks(
        bookingRows
          .filter((booking) => booking.venue_id === row.id)
          .map((booking) =>
            toVenueBooking(
              booking,
              showCustomers ? { customer: customers.get(booking.customer_id) } : undefined,
            ),
          ),
        blockRows.filter((block) => block.venue_id === row.id),
      );
    }
    if (row.is_unavailable !== undefined) venue.isUnavailable = row.is_unavailable;
    return venue;
  });
}
