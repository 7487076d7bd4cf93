import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The tables with at most one row per venue, keyed by `venue_id`. */
type OneRowPerVenue = 'venue_stay_rules' | 'venue_pricing' | 'venue_calendar_tokens';

/**
 * Saves the venue's one row of `table`: written the first time, replaced by `values` after, in
 * one statement (two saves at once leave one of them whole, never a unique violation).
 */
export async function saveVenueRow<T extends OneRowPerVenue>(
  db: Kysely<Database>,
  table: T,
  venueId: string,
  values: Omit<Insertable<Database[T]>, 'venue_id'>,
): Promise<void> {
  // Kysely cannot follow a table chosen by a type parameter into its columns: the signature
  // above is what checks `values` against the table.
  const row = { venue_id: venueId, ...values } as Insertable<Database['venue_pricing']>;
  const replace = values as Insertable<Database['venue_pricing']>;
  await db
    .insertInto(table as 'venue_pricing')
    .values(row)
    .onConflict((oc) => oc.column('venue_id').doUpdateSet(replace))
    .execute();
}
