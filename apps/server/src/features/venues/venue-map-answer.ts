import type { Kysely } from 'kysely';
import {
  gridZoomFor,
  isOnePoint,
  mergeNearGroups,
  pinName,
  toOre,
  type GridGroup,
  type MapAnswer,
  type MapFeature,
  type MapQuery,
} from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { createPricingRepository } from '../pricing/index.js';
import { stayTotalsOf } from './searched-stay-price.js';
import {
  countWithoutLocation,
  mapCells,
  pinnedVenues,
  type MapCellRow,
} from './venue-map-query.js';
import { unavailableAmong } from './venue-search-query.js';

// Centres to about a metre, pins to about 10 cm; a spot keeps its stored point exactly, so that
// its box finds its venues (docs/api.md, "Map search").
const round = (degrees: number, decimals = 5) =>
  Math.round(degrees * 10 ** decimals) / 10 ** decimals;

/** A cell of the grid as the domain merges them: its count, mean point and span. */
const groupOf = (row: MapCellRow) => ({
  row,
  count: row.count,
  lat: row.avg_lat,
  lng: row.avg_lng,
  bounds: { west: row.min_lng, south: row.min_lat, east: row.max_lng, north: row.max_lat },
});

/** Several venues, of one cell or of cells merged across an edge: a spot if at one point. */
function clusterOf(group: GridGroup): MapFeature {
  const { bounds, count } = group;
  if (isOnePoint(bounds)) return { kind: 'spot', lat: bounds.south, lng: bounds.west, count };
  return { kind: 'cluster', lat: round(group.lat), lng: round(group.lng), count, bounds };
}

/**
 * GET /holidaze/venues/map: the venues of the box as the map draws them at its zoom, computed
 * here so the browser never downloads the catalogue (docs/decisions/029-map-search.md). A cell
 * holding one venue is its pin with the price a traveller must see first: with dates, the stay's
 * total with every mandatory fee (the same quote the list and the booking use), else a night's.
 */
export function createVenueMapAnswer(db: Kysely<Database>) {
  const pricing = createPricingRepository(db);
  return async (query: MapQuery): Promise<MapAnswer> => {
    const gridZoom = gridZoomFor(query.bbox, query.zoom);
    const [cells, withoutLocation] = await Promise.all([
      mapCells(db, query, gridZoom),
      countWithoutLocation(db, query),
    ]);
    // Cells a few pixels apart across an edge become one feature (domain `mergeNearGroups`).
    const groups = mergeNearGroups(cells.map(groupOf), query.zoom);
    const single = groups
      .filter((group) => group.count === 1)
      .map((group) => group.members[0]!.row);
    const ids = single.map((row) => row.id);
    const withDates = Boolean(query.dateFrom && query.dateTo);
    const [pinned, totals, unavailable] = await Promise.all([
      pinnedVenues(db, ids).then((rows) => new Map(rows.map((row) => [row.id, row]))),
      withDates ? stayTotalsOf(pricing, ids, query) : new Map<string, number>(),
      withDates ? unavailableAmong(db, ids, query.dateFrom!, query.dateTo!) : new Set<string>(),
    ]);
    // A venue deleted between the two reads is left out rather than pinned without a name.
    const features = groups.flatMap((group): MapFeature[] => {
      if (group.count > 1) return [clusterOf(group)];
      const { row } = group.members[0]!;
      const venue = pinned.get(row.id);
      if (!venue) return [];
      const total = totals.get(row.id);
      return [
        {
          kind: 'venue',
          id: row.id,
          name: pinName(venue.name),
          lat: round(row.min_lat, 6),
          lng: round(row.min_lng, 6),
          priceOre: total ?? toOre(venue.price),
          priceKind: total === undefined ? 'night' : 'stay',
          unavailable: unavailable.has(row.id),
        },
      ];
    });
    const total = cells.reduce((sum, row) => sum + row.count, 0);
    return { features, total, withoutLocation, gridZoom };
  };
}
