import type { Kysely } from 'kysely';
import type { Booking } from '@holidaze/domain';
import type { BookingRow, Database } from '../../db/schema.js';
import type { Viewer } from '../../http/authentication.js';
import { PROFILE_CORE_COLUMNS, toProfileCore } from '../profiles/profile-mapper.js';
import { embedVenues } from '../venues/embed-venues.js';
import { toBooking } from './booking-mapper.js';

/** Bookings with their venue and customer embedded, in two extra queries at most (no N+1). */
export async function embedBookings(
  db: Kysely<Database>,
  rows: BookingRow[],
  options: { venue: boolean; customer: boolean; viewer: Viewer },
): Promise<Booking[]> {
  const venueIds = [...new Set(rows.map((row) => row.venue_id))];
  const venues =
    options.venue && venueIds.length > 0
      ? await db.selectFrom('venues').selectAll().where('id', 'in', venueIds).execute()
      : [];
  const embeddedVenues = new Map(
    (await embedVenues(db, venues, { owner: false, bookings: false, viewer: options.viewer })).map(
      (venue) => [venue.id, venue],
    ),
  );
  const customerIds = [...new Set(rows.map((row) => row.customer_id))];
  const customers =
    options.customer && customerIds.length > 0
      ? await db
          .selectFrom('profiles')
          .select(['id', ...PROFILE_CORE_COLUMNS])
          .where('id', 'in', customerIds)
          .execute()
      : [];
  const customerById = new Map(customers.map((row) => [row.id, toProfileCore(row)]));
  return rows.map((row) => ({
    ...toBooking(row),
    ...(options.venue ? { venue: embeddedVenues.get(row.venue_id)! } : {}),
    ...(options.customer ? { customer: customerById.get(row.customer_id)! } : {}),
  }));
}
