import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { VenueListQuery } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';

type VenueQuery = SelectQueryBuilder<Database, 'venues', object>;

const SORT_COLUMNS = {
  name: 'name',
  price: 'price',
  rating: 'rating',
  created: 'created_at',
  updated: 'updated_at',
  maxGuests: 'max_guests',
  bookings: 'booking_count',
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Whether any booking of the venue overlaps the half-open stay [from, to) — served by the GiST index. */
export function overlapsStay(from: string, to: string) {
  return sql<boolean>`exists (
    select 1 from bookings b
    where b.venue_id = venues.id
      and daterange(b.date_from, b.date_to, '[)') && daterange(${from}::date, ${to}::date, '[)')
  )`;
}

/** The filters of the browse search, as SQL (the domain's `matchesSearch` is the definition). */
export function applyVenueFilters(query: VenueQuery, filters: Partial<VenueListQuery>): VenueQuery {
  let q = query;
  const text = filters.q?.trim().toLowerCase();
  if (text) q = q.where('search_text', 'like', `%${escapeLike(text)}%`);
  if (filters.guests) q = q.where('max_guests', '>=', filters.guests);
  for (const amenity of ['wifi', 'parking', 'breakfast', 'pets'] as const) {
    if (filters[amenity]) q = q.where(amenity, '=', true);
  }
  if (filters.available && filters.dateFrom && filters.dateTo) {
    q = q.where(sql<boolean>`not ${overlapsStay(filters.dateFrom, filters.dateTo)}`);
  }
  return q;
}

/** One page of venues: filter, sort (id breaks ties in the same direction) and page in SQL. */
export async function searchVenues(
  db: Kysely<Database>,
  filters: VenueListQuery,
  scope: (q: VenueQuery) => VenueQuery = (q) => q,
) {
  const base = applyVenueFilters(scope(db.selectFrom('venues')), filters);
  const column = SORT_COLUMNS[filters.sort ?? 'created'];
  const direction = filters.sortOrder;
  const withDates = Boolean(filters.dateFrom && filters.dateTo);
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'owner_id',
        'name',
        'description',
        'media',
        'price',
        'max_guests',
        'rating',
        'wifi',
        'parking',
        'breakfast',
        'pets',
        'address',
        'city',
        'zip',
        'country',
        'continent',
        'lat',
        'lng',
        'booking_count',
        'created_at',
        'updated_at',
      ])
      .$if(withDates, (q) =>
        q.select(overlapsStay(filters.dateFrom!, filters.dateTo!).as('is_unavailable')),
      )
      .orderBy(column, direction)
      .orderBy('id', direction)
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows as ((typeof rows)[number] & { is_unavailable?: boolean })[],
    totalCount: Number(count.count),
  };
}
