import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { venueListQuerySchema, type VenueListQuery } from '@holidaze/domain';
import { useTestDatabase, describeEachEngine } from '../../../test/support/index.js';
import { insertProfileAndVenue } from '../../../test/support/test-rows.js';
import { searchVenues } from './venue-search-query.js';

const query = (params: Record<string, string>) =>
  venueListQuerySchema.parse(params) as VenueListQuery;

const FILTERS: Record<string, string>[] = [
  {},
  { guests: '3' },
  { guests: '6' },
  { wifi: 'true' },
  { wifi: 'true', pets: 'true' },
  { guests: '2', parking: 'true', breakfast: 'true' },
  { q: 'lake' },
  { dateFrom: '2030-01-02', dateTo: '2030-01-05', available: 'true' },
];

// The total of a search must equal counting the venues, whatever changed them: the maintained
// per-filter counts (migration 002) answer most searches.
describeEachEngine('venue search totals', (engine) => {
  let ownerId: string;
  const handle = useTestDatabase(engine);
  beforeAll(async () => {
    ownerId = (await insertProfileAndVenue(handle.db, 'counts')).profileId;
  });

  const addVenues = (rows: { guests: number; wifi: boolean; pets: boolean; name: string }[]) =>
    handle.db
      .insertInto('venues')
      .values(
        rows.map((row) => ({
          owner_id: ownerId,
          name: row.name,
          description: 'A test venue',
          media: JSON.stringify([]),
          price: 500,
          max_guests: row.guests,
          wifi: row.wifi,
          pets: row.pets,
        })),
      )
      .returning('id')
      .execute();

  async function expectTotalsMatchCounting() {
    for (const filters of FILTERS) {
      const { totalCount } = await searchVenues(handle.db, query(filters));
      const counted = await searchVenues(handle.db, query(filters), (q) => q);
      expect({ filters, totalCount }).toEqual({ filters, totalCount: counted.totalCount });
    }
  }

  it('agree with counting after inserts, updates, deletes and a truncate', async () => {
    const inserted = await addVenues([
      { guests: 2, wifi: true, pets: false, name: 'Lake hut' },
      { guests: 6, wifi: true, pets: true, name: 'Big lake house' },
      { guests: 1, wifi: false, pets: false, name: 'Attic' },
      { guests: 8, wifi: false, pets: true, name: 'Barn' },
    ]);
    await expectTotalsMatchCounting();
    expect((await searchVenues(handle.db, query({ guests: '6' }))).totalCount).toBe(2);

    await handle.db
      .updateTable('venues')
      .set({ max_guests: 3, wifi: true })
      .where('id', '=', inserted[2]!.id)
      .execute();
    await handle.db.updateTable('venues').set({ price: 700 }).execute();
    await expectTotalsMatchCounting();
    expect((await searchVenues(handle.db, query({ guests: '3', wifi: 'true' }))).totalCount).toBe(
      2,
    );

    await handle.db.deleteFrom('venues').where('id', '=', inserted[1]!.id).execute();
    await expectTotalsMatchCounting();

    await handle.db.deleteFrom('profiles').where('id', '=', ownerId).execute();
    expect((await searchVenues(handle.db, query({}))).totalCount).toBe(0);

    ownerId = (await insertProfileAndVenue(handle.db, 'again')).profileId;
    await addVenues([{ guests: 5, wifi: true, pets: true, name: 'Cabin' }]);
    await sql`TRUNCATE bookings, venues CASCADE`.execute(handle.db);
    expect((await searchVenues(handle.db, query({}))).totalCount).toBe(0);
    await addVenues([{ guests: 5, wifi: true, pets: true, name: 'Cabin' }]);
    await expectTotalsMatchCounting();
    expect((await searchVenues(handle.db, query({ pets: 'true' }))).totalCount).toBe(1);
  });
});
