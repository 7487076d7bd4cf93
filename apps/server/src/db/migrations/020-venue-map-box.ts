import { sql, type Kysely } from 'kysely';

/**
 * The map's box search (docs/decisions/029-map-search.md): a B-tree on latitude then longitude,
 * which a box's latitude range scans with the longitude checked in the index. Plain columns and a
 * B-tree need no extension, so PGlite and PostgreSQL plan the same query alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX venues_lat_lng_idx ON venues (lat, lng)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX venues_lat_lng_idx`.execute(db);
}
