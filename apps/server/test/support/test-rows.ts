import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/** Minimal rows for database tests: one profile, one venue owned by it. */
export async function insertProfileAndVenue(db: Kysely<Database>, suffix = 'a') {
  const profile = await db
    .insertInto('profiles')
    .values({
      name: `owner_${suffix}`,
      email: `owner_${suffix}@stud.noroff.no`,
      password_hash: 'not-a-real-hash',
      avatar_url: '/media/defaults/avatar.svg',
      banner_url: '/media/defaults/banner.svg',
      venue_manager: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const venue = await db
    .insertInto('venues')
    .values({
      owner_id: profile.id,
      name: `Venue ${suffix}`,
      description: 'A test venue',
      media: JSON.stringify([]),
      price: 1000,
      max_guests: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { profileId: profile.id, venueId: venue.id };
}
