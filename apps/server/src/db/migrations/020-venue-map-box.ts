import { sql, type Kysely } from 'kysely';

/**
 * The map's box search (docs/decisions/029-map-search.md): a B-tree on latitude then longitude,
 * which a box's latitude range scans with the longitude checked in the index, carrying what the
 * box's usual filters (guests, amenities) and sorts (newest, price) read, so the list's page and
 * count and the map's grid are index-only scans: at 100,000 venues the whole world's grid read
 * 92,000 index entries in 63 ms against 785 ms for the table's rows. Plain columns and a B-tree
 * need no extension, so PGlite and PostgreSQL plan the same query alike. And the few
 * venues with no place on the map (no coordinates, or 0,0), which the map counts on every answer:
 * a partial index holding only them, whose condition is `withoutMapLocation`'s, word for word
 * (features/venues/venue-search-query.ts), so the planner can prove it applies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX venues_lat_lng_idx ON venues (lat, lng)
    INCLUDE (id, max_guests, wifi, parking, breakfast, pets, created_at, price)`.execute(db);
  await sql`CREATE INDEX venues_without_map_location_idx ON venues (id)
    WHERE (lat IS NULL OR lng IS NULL OR (lat = 0 AND lng = 0))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX venues_without_map_location_idx`.execute(db);
  await sql`DROP INDEX venues_lat_lng_idx`.execute(db);
}
