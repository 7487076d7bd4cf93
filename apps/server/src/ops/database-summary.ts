import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What a backup or a restore holds, in the operator's words. */
export async function describeDatabase(db: Kysely<Database>): Promise<string> {
  const count = async (table: 'profiles' | 'venues' | 'bookings') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const [profiles, venues, bookings] = [
    await count('profiles'),
    await count('venues'),
    await count('bookings'),
  ];
  return `${profiles} profiles, ${venues} venues, ${bookings} bookings`;
}
