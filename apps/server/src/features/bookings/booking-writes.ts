import type { Kysely, Transaction } from 'kysely';
import type { Database, NewBookingRow } from '../../db/schema.js';
import { notFound } from '../../http/api-error.js';

/** How often to draw a new reference after a collision (each has odds of about 1 in 10^12). */
const REFERENCE_ATTEMPTS = 5;

/**
 * Locks the venue's row for this transaction (FOR NO KEY UPDATE) and reads its capacity: a
 * venue edit lowering maxGuests (FOR UPDATE) waits for the booking, or the booking for the edit,
 * so a guest check never reads a capacity that is being changed. Every booking write takes the
 * venue first and the booking second, so two of them cannot deadlock.
 */
export async function lockVenue(tx: Transaction<Database>, venueId: string) {
  const venue = await tx
    .selectFrom('venues')
    .select(['id', 'owner_id', 'max_guests'])
    .where('id', '=', venueId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!venue) throw notFound('No venue with this id');
  return venue;
}

/**
 * Inserts a booking under a fresh reference from `newReference`, drawing again when the
 * reference is taken (ON CONFLICT on the reference only: an overlapping stay still raises the
 * exclusion violation, 409).
 */
export async function insertBooking(
  db: Kysely<Database>,
  values: Omit<NewBookingRow, 'reference'>,
  newReference: () => string,
) {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const row = await db
      .insertInto('bookings')
      .values({ ...values, reference: newReference() })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
  throw new Error(`No free booking reference after ${REFERENCE_ATTEMPTS} attempts`);
}
