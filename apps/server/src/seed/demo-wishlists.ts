import type { Kysely } from 'kysely';
import { DAY_MS, DEFAULT_WISHLIST_NAME } from '@holidaze/domain';
import type { Database } from '../db/schema.js';

/** The demo traveller's lists: the hearts' default one, and one named for a trip. */
const LISTS = [
  { name: DEFAULT_WISHLIST_NAME, isDefault: true, venues: [1, 4, 7] },
  { name: 'Summer in the north', isDefault: false, venues: [10, 13] },
];

/**
 * Wishlists in the demo (docs/api.md, "Wishlists"): the demo traveller has saved a few venues, in
 * their default list and in a named one, neither shared, so the hearts, the lists page and a
 * list's dates have something to show from the first visit.
 */
export async function seedDemoWishlists(
  db: Kysely<Database>,
  options: { traveller: string; venueIds: readonly string[]; now: Date },
): Promise<void> {
  const { traveller, venueIds, now } = options;
  for (const [i, list] of LISTS.entries()) {
    const at = new Date(now.getTime() - (LISTS.length - i) * DAY_MS);
    const made = await db
      .insertInto('wishlists')
      .values({
        owner_id: traveller,
        name: list.name,
        is_default: list.isDefault,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = list.venues
      .map((index) => venueIds[index % venueIds.length]!)
      .map((venueId, j) => ({
        wishlist_id: made.id,
        owner_id: traveller,
        venue_id: venueId,
        saved_at: new Date(at.getTime() + j * 3_600_000),
      }));
    await db.insertInto('wishlist_venues').values(saved).execute();
  }
}
