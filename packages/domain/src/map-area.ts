/**
 * The map's box, `bbox=west,south,east,north` in degrees (docs/api.md, "Map search";
 * docs/decisions/029-map-search.md). West greater than east is a box that crosses the
 * antimeridian (170,-50,-170,-30 holds Fiji and Samoa); west equal to east is a box one meridian
 * wide, never the whole world (that is -180,…,180). The edges are inside the box.
 */
export interface MapBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const BBOX_MESSAGES = {
  shape: 'Bounding box must be four numbers: west,south,east,north',
  longitude: 'Bounding box west and east must be longitudes between -180 and 180',
  latitude: 'Bounding box south and north must be latitudes between -90 and 90',
  order: 'Bounding box south must not be greater than north',
} as const;

// Plain decimals only: no exponent, no hex, no Infinity, at most 12 decimals (far below a
// millimetre), so that what the server reads is what the map sent.
const DECIMAL = /^-?\d{1,3}(\.\d{1,12})?$/;

export type MapBoxResult = { ok: true; box: MapBox } | { ok: false; message: string };

/** Reads `west,south,east,north`; a malformed box gets the message that says what is wrong. */
export function parseMapBox(text: string): MapBoxResult {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) {
    return { ok: false, message: BBOX_MESSAGES.shape };
  }
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if ([west, east].some((lng) => lng < -180 || lng > 180)) {
    return { ok: false, message: BBOX_MESSAGES.longitude };
  }
  if ([south, north].some((lat) => lat < -90 || lat > 90)) {
    return { ok: false, message: BBOX_MESSAGES.latitude };
  }
  if (south > north) return { ok: false, message: BBOX_MESSAGES.order };
  // -0 and 0 are one meridian; Object.is would tell them apart in the URL.
  return { ok: true, box: { west: west + 0, south: south + 0, east: east + 0, north: north + 0 } };
}

/** `west,south,east,north` as the URL carries it, rounded to `decimals` (≈1 m at 5). */
export function formatMapBox(box: MapBox, decimals = 5): string {
  // From toFixed, never String(): 1e-7 must be written 0.0000001, which parseMapBox reads.
  const round = (value: number) => {
    const fixed = value.toFixed(decimals);
    const text = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
    return text === '-0' ? '0' : text;
  };
  return [box.west, box.south, box.east, box.north].map(round).join(',');
}

export const crossesAntimeridian = (box: MapBox): boolean => box.west > box.east;

/**
 * The longitude ranges the box covers: one, or two when it crosses the antimeridian. The SQL
 * filter is written from these (venue-search-query.ts), so both sides mean the same box.
 */
export function longitudeRanges(box: MapBox): [number, number][] {
  return crossesAntimeridian(box)
    ? [
        [box.west, 180],
        [-180, box.east],
      ]
    : [[box.west, box.east]];
}

/**
 * A venue has a place on the map unless its coordinates are missing or are exactly 0,0, which
 * Noroff's clients send for "none" (nobody lets a holiday home in the Gulf of Guinea).
 */
export function hasMapLocation(lat: number | null | undefined, lng: number | null | undefined) {
  if (lat === null || lat === undefined || lng === null || lng === undefined) return false;
  return !(lat === 0 && lng === 0);
}

/** Whether the point lies in the box: the definition the SQL filter follows. */
export function mapBoxContains(box: MapBox, lat: number, lng: number): boolean {
  if (lat < box.south || lat > box.north) return false;
  return longitudeRanges(box).some(([from, to]) => lng >= from && lng <= to);
}
