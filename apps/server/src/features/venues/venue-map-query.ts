import { sql, type Kysely } from 'kysely';
import { MERCATOR_MAX_LAT, cellsPerSide, type MapQuery } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { countRows } from '../../db/row-counts.js';
import { applyVenueFilters, withoutMapLocation } from './venue-search-query.js';

/** One cell of the grid with the venues the filters and the box leave in it. */
export interface MapCellRow {
  count: number;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
  avg_lat: number;
  avg_lng: number;
  /** The cell's venue, meaningful when it holds one. */
  id: string;
}

/**
 * The grid cell of each venue, as the domain's `gridCell` computes it: Web Mercator x and y
 * times the cells per side, with latitude clamped to the map's edge. Only core functions
 * (ln, tan, cos, radians), so PGlite and PostgreSQL cut the same grid without an extension.
 */
function cellOf(n: number) {
  const phi = sql`radians(greatest(${-MERCATOR_MAX_LAT}::float8, least(${MERCATOR_MAX_LAT}::float8, venues.lat)))`;
  return {
    x: sql<number>`least(${n - 1}::int, floor((venues.lng + 180) / 360 * ${n}::float8)::int)`,
    y: sql<number>`least(${n - 1}::int,
      floor((1 - ln(tan(${phi}) + 1 / cos(${phi})) / pi()) / 2 * ${n}::float8)::int)`,
  };
}

/**
 * The venues that match the filters inside the box, grouped by grid cell at `gridZoom`: one row
 * per non-empty cell, so never more rows than the box spans cells (the domain's `gridZoomFor`).
 */
export async function mapCells(
  db: Kysely<Database>,
  query: MapQuery,
  gridZoom: number,
): Promise<MapCellRow[]> {
  const cell = cellOf(cellsPerSide(gridZoom));
  // Only columns the box's index carries (migration 020): an index-only scan for the usual filters.
  const hits = applyVenueFilters(db.selectFrom('venues'), query).select([
    'venues.id',
    'venues.lat',
    'venues.lng',
    cell.x.as('cx'),
    cell.y.as('cy'),
  ]);
  const { rows } = await sql<MapCellRow>`
    select count(*)::int as count,
      min(lat) as min_lat, max(lat) as max_lat, min(lng) as min_lng, max(lng) as max_lng,
      avg(lat) as avg_lat, avg(lng) as avg_lng,
      min(id::text) as id
    from (${hits}) as hits
    group by cx, cy`.execute(db);
  return rows;
}

/** The name and nightly price of the venues pinned on their own. */
export function pinnedVenues(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('venues').select(['id', 'name', 'price']).where('id', 'in', ids).execute();
}

/** How many venues match the filters (the box aside) but have no place on the map. */
export async function countWithoutLocation(db: Kysely<Database>, query: MapQuery) {
  return countRows(
    applyVenueFilters(db.selectFrom('venues'), { ...query, bbox: undefined }).where(
      withoutMapLocation,
    ),
  );
}
