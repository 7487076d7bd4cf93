import type { Kysely } from 'kysely';
import type { VenueBooking } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { dateOut, timeOut } from './venue-mapper.js';

/** What of a block anyone but its host may see: the nights, never the note or the source. */
export interface BlockedNights {
  id: string;
  venue_id: string;
  date_from: string;
  date_to: string;
  created_at: Date | string;
}

/**
 * The blocks (the host's and imported ones that took their nights) of venues whose visitor is
 * not their owner: listed among a venue's `bookings` as unavailable ranges with no guest, so a
 * date picker, ours or a Noroff client's, greys them out. The owner sees them in the calendar.
 */
export async function blocksOf(db: Kysely<Database>, venueIds: string[]): Promise<BlockedNights[]> {
  if (venueIds.length === 0) return [];
  return db
    .selectFrom('venue_blocks')
    .select(['id', 'venue_id', 'date_from', 'date_to', 'created_at'])
    .where('venue_id', 'in', venueIds)
    .where('conflict', '=', false)
    .orderBy('date_from')
    .execute();
}

/** A venue's bookings with its blocks among them, by first night. */
export function withBlocks(bookings: VenueBooking[], blocks: BlockedNights[]): VenueBooking[] {
  if (blocks.length === 0) return bookings;
  const asRanges = blocks.map((block): VenueBooking => ({
    id: block.id,
    dateFrom: dateOut(block.date_from),
    dateTo: dateOut(block.date_to),
    guests: 0,
    created: timeOut(block.created_at),
    updated: timeOut(block.created_at),
  }));
  return [...bookings, ...asRanges].sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : 1));
}
