import type { Kysely } from 'kysely';
import {
  gridZoomFor,
  pinName,
  toOre,
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

function clusterOf(row: MapCellRow): MapFeature {
  const samePoint = row.min_lat === row.max_lat && row.min_lng === row.max_lng;
  if (samePoint) return { kind: 'spot', lat: row.min_lat, lng: row.min_lng, count: row.count };
  return {
    kind: 'cluster',
    lat: round(row.avg_lat),
    lng: round(row.avg_lng),
    count: row.count,
    bounds: { west: row.min_lng, south: row.min_lat, east: row.max_lng, north: row.max_lat },
  };
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
    const single = cells.filter((row) => row.count === 1);
    const ids = single.map((row) => row.id);
    const withDates = Boolean(query.dateFrom && query.dateTo);
    const [pinned, totals, unavailable] = await Promise.all([
      pinnedVenues(db, ids).then((rows) => new Map(rows.map((row) => [row.id, row]))),
      withDates ? stayTotalsOf(pricing, ids, query) : new Map<string, number>(),
      withDates ? unavailableAmong(db, ids, query.dateFrom!, query.dateTo!) : new Set<string>(),
    ]);
    // A venue deleted between the two reads is left out rather than pinned without a name.
    const features = cells.flatMap((row): MapFeature[] => {
      if (row.count > 1) return [clusterOf(row)];
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
