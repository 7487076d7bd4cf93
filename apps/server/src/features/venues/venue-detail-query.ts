import { sql, type Kysely } from 'kysely';
import type { Venue } from '@holidaze/domain';
import type { BookingRow, Database } from '../../db/schema.js';
import type { Viewer } from '../../auth/viewer.js';
import { canSeeVenueCustomers } from '../../http/authorization.js';
import { PROFILE_CORE_COLUMNS, toProfileCore, type ProfileRepository } from '../profiles/index.js';
import { withBlocks, type BlockedNights } from './venue-blocks.js';
import { toVenue, toVenueBooking } from './venue-mapper.js';

type OwnerColumns = Parameters<typeof toProfileCore>[0];

/**
 * One venue with its owner and confirmed bookings (its occupied nights) in a single statement
 * (the owner and the bookings as JSON subqueries), the shape `embedVenues` builds from three:
 * the venue page's request is the busiest read, and each round trip costs the server and the
 * database more than the join. Customers appear only to the venue's owner (one more query, on
 * that path only).
 */
export async function findVenueDetail(
  db: Kysely<Database>,
  profiles: ProfileRepository,
  id: string,
  options: { owner: boolean; bookings: boolean; viewer: Viewer | undefined },
): Promise<Venue | undefined> {
  const row = await db
    .selectFrom('venues')
    .selectAll('venues')
    .$if(options.owner, (q) =>
      q.select(
        sql<OwnerColumns>`(select to_jsonb(p) from (
          select ${sql.join(PROFILE_CORE_COLUMNS.map((column) => sql.ref(column)))}
          from profiles where profiles.id = venues.owner_id) as p)`.as('owner_json'),
      ),
    )
    .$if(options.bookings, (q) =>
      q.select([
        sql<BookingRow[]>`coalesce((select jsonb_agg(b order by b.date_from)
          from bookings b where b.venue_id = venues.id and b.status in ('requested', 'confirmed')), '[]'::jsonb)`.as(
          'bookings_json',
        ),
        sql<BlockedNights[]>`coalesce((select jsonb_agg(k order by k.date_from) from (
          select id, venue_id, date_from, date_to, created_at from venue_blocks
          where venue_id = venues.id and not conflict) as k), '[]'::jsonb)`.as('blocks_json'),
      ]),
    )
    .where('venues.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;

  const venue = toVenue(row);
  if ('owner_json' in row) venue.owner = toProfileCore(row.owner_json as OwnerColumns);
  if ('bookings_json' in row) {
    const bookings = row.bookings_json as BookingRow[];
    const isOwner = canSeeVenueCustomers(options.viewer, row);
    const customers = isOwner
      ? await profiles.coresById(bookings.map((booking) => booking.customer_id))
      : undefined;
    venue.bookings = withBlocks(
      bookings.map((booking) =>
        toVenueBooking(
          booking,
          customers ? { customer: customers.get(booking.customer_id) } : undefined,
        ),
      ),
      isOwner ? [] : (row.blocks_json as BlockedNights[]),
    );
  }
  return venue;
}
