import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { longitudeRanges, type MapBox, type VenueListQuery } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { countRows } from '../../db/row-counts.js';

type VenueQuery = SelectQueryBuilder<Database, 'venues', object>;

const SORT_COLUMNS = {
  name: 'name',
  price: 'price',
  // The guests' reviews' average, never the host's own rating; null (none yet) last (migration 017).
  rating: 'review_rating',
  created: 'created_at',
  updated: 'updated_at',
  maxGuests: 'max_guests',
  bookings: 'booking_count',
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Whether any taken night of the venue (a confirmed booking or a block: `venue_occupancy`,
 * migration 007) falls in the half-open stay [from, to) (the query schema guarantees
 * from < to). A scalar subquery stopping at the first hit, so it is one probe of
 * venue_occupancy_probe_idx per candidate venue: as NOT EXISTS the planner would rather hash every
 * taken range in the table that overlaps those dates, which at scale reads a million rows.
 */
export function overlapsStay(from: string, to: string) {
  return sql<boolean>`coalesce((
    select true from venue_occupancy o
    where o.venue_id = venues.id
      and lower(o.nights) < ${to}::date and upper(o.nights) > ${from}::date
    limit 1
  ), false)`;
}

/**
 * The venue lies in the map's box (the domain's `mapBoxContains`), edges included, and has a real
 * location: 0,0 is no place (the domain's `hasMapLocation`). A box over the antimeridian is two
 * longitude ranges. A range scan of venues_lat_lng_idx (migration 020) on latitude.
 */
export function inMapBox(box: MapBox) {
  const ranges = longitudeRanges(box).map(
    ([from, to]) => sql`venues.lng between ${from}::float8 and ${to}::float8`,
  );
  return sql<boolean>`(venues.lat between ${box.south}::float8 and ${box.north}::float8
    and (${sql.join(ranges, sql` or `)})
    and not (venues.lat = 0 and venues.lng = 0))`;
}

/** No place on the map: coordinates missing, or 0,0 (the domain's `hasMapLocation`). */
export const withoutMapLocation = sql<boolean>`(venues.lat is null or venues.lng is null
  or (venues.lat = 0 and venues.lng = 0))`;

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
  if (filters.bbox) q = q.where(inMapBox(filters.bbox));
  return q;
}

/**
 * The exact total from the maintained per-filter counts (migration 002), when only capacity and
 * amenities filter; undefined when text, the map's box or availability decides and the venues
 * must be counted.
 */
async function countFromFilterCounts(db: Kysely<Database>, filters: Partial<VenueListQuery>) {
  if (
    filters.q?.trim() ||
    filters.bbox ||
    (filters.available && filters.dateFrom && filters.dateTo)
  ) {
    return undefined;
  }
  const amenity = (name: 'wifi' | 'parking' | 'breakfast' | 'pets') =>
    filters[name] ? sql`and ${sql.ref(name)}` : sql``;
  const { rows } = await sql<{ total: string | null }>`
    select sum(venue_count) as total from venue_filter_counts
    where max_guests >= ${filters.guests ?? 0}
    ${amenity('wifi')} ${amenity('parking')} ${amenity('breakfast')} ${amenity('pets')}`.execute(
    db,
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * Which of the page's venues have a taken night in [from, to): one index probe per venue,
 * stopping at the first hit. (As a subquery in the page's select list, or as `venue_id in (...)`,
 * the planner may instead read every booking in the whole table that overlaps those dates.)
 */
export async function unavailableAmong(
  db: Kysely<Database>,
  ids: string[],
  from: string,
  to: string,
) {
  if (ids.length === 0) return new Set<string>();
  const { rows } = await sql<{ id: string }>`
    select v.id from unnest(${ids}::uuid[]) as v(id)
    cross join lateral (
      select 1 from venue_occupancy o
      where o.venue_id = v.id
        and lower(o.nights) < ${to}::date and upper(o.nights) > ${from}::date
      limit 1
    ) as hit`.execute(db);
  return new Set(rows.map((row) => row.id));
}

const PAGE_COLUMNS = [
  'id',
  'owner_id',
  'name',
  'description',
  'description_language',
  'description_translation',
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
  'review_count',
  'review_rating',
  'review_cleanliness',
  'review_accuracy',
  'review_location',
  'review_value',
  'created_at',
  'updated_at',
] as const;

/** One page of venues: filter, sort (id breaks ties in the same direction) and page in SQL. */
export async function searchVenues(
  db: Kysely<Database>,
  filters: VenueListQuery,
  scope?: (q: VenueQuery) => VenueQuery,
) {
  const base = applyVenueFilters(
    scope ? scope(db.selectFrom('venues')) : db.selectFrom('venues'),
    filters,
  );
  const column = SORT_COLUMNS[filters.sort ?? 'created'];
  const direction = filters.sortOrder;
  const countAll = () => countRows(base);
  const ordered = <Q extends SelectQueryBuilder<Database, 'venues', object>>(q: Q): Q =>
    q
      .orderBy(column, (order) => {
        const directed = direction === 'asc' ? order.asc() : order.desc();
        return column === 'review_rating' ? directed.nullsLast() : directed;
      })
      .orderBy('id', direction) as Q;
  const paged = <Q extends SelectQueryBuilder<Database, 'venues', object>>(q: Q): Q =>
    ordered(q)
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit) as Q;
  // Inside a map box the page's ids come first, from an index-only scan of the box's index
  // (migration 020), and only those twelve rows are read whole; as one query the planner reads
  // every venue of the box whole before it sorts.
  const page = filters.bbox
    ? ordered(
        db
          .selectFrom('venues')
          .select(PAGE_COLUMNS)
          .where('id', 'in', paged(base.select('id'))),
      )
    : paged(base.select(PAGE_COLUMNS));
  const [rows, totalCount] = await Promise.all([
    page.execute(),
    scope ? countAll() : countFromFilterCounts(db, filters).then((total) => total ?? countAll()),
  ]);
  if (!(filters.dateFrom && filters.dateTo)) return { rows, totalCount };
  const unavailable = await unavailableAmong(
    db,
    rows.map((row) => row.id),
    filters.dateFrom,
    filters.dateTo,
  );
  return {
    rows: rows.map((row) => ({ ...row, is_unavailable: unavailable.has(row.id) })),
    totalCount,
  };
}
