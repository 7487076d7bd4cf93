import { z } from 'zod';
import { BBOX_MESSAGES, parseMapBox } from '../map-area';
import { MAX_MAP_ZOOM } from '../map-grid';

/** `bbox=west,south,east,north` read into a box, or a 400 saying what is wrong with it. */
export const mapBoxInput = z.string({ error: BBOX_MESSAGES.shape }).transform((text, ctx) => {
  const parsed = parseMapBox(text);
  if (parsed.ok) return parsed.box;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
});

export const MAP_ZOOM_MESSAGE = `Zoom must be an integer between 0 and ${MAX_MAP_ZOOM}`;

/** The map's zoom, as Leaflet numbers it (0: the whole world in one tile). */
export const mapZoomInput = z
  .string({ error: MAP_ZOOM_MESSAGE })
  .trim()
  .regex(/^\d{1,2}$/, MAP_ZOOM_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().max(MAX_MAP_ZOOM, MAP_ZOOM_MESSAGE));

const degrees = z.number();

/** One venue on the map, with the price its pin shows. */
export const mapVenueFeatureSchema = z.object({
  kind: z.literal('venue'),
  id: z.string(),
  /** The venue's name, cut to MAP_NAME_MAX characters, for the pin's accessible name. */
  name: z.string(),
  lat: degrees,
  lng: degrees,
  /**
   * With dates searched, the stay's total with every mandatory fee (`stay`), what a traveller must
   * see first; else the price of one night (`night`).
   */
  priceOre: z.number().int(),
  priceKind: z.enum(['stay', 'night']),
  /** With dates searched: a night of the stay is taken. */
  unavailable: z.boolean(),
});

/** Several venues at exactly one point: the list with this point as its box names them. */
export const mapSpotFeatureSchema = z.object({
  kind: z.literal('spot'),
  lat: degrees,
  lng: degrees,
  count: z.number().int(),
});

/** Venues of one grid cell, shown as a count at their centre; `bounds` is what they span. */
export const mapClusterFeatureSchema = z.object({
  kind: z.literal('cluster'),
  lat: degrees,
  lng: degrees,
  count: z.number().int(),
  bounds: z.object({ west: degrees, south: degrees, east: degrees, north: degrees }),
});

export const mapFeatureSchema = z.discriminatedUnion('kind', [
  mapVenueFeatureSchema,
  mapSpotFeatureSchema,
  mapClusterFeatureSchema,
]);
export type MapFeature = z.infer<typeof mapFeatureSchema>;

/** GET /holidaze/venues/map: the body's `data`. */
export const mapAnswerSchema = z.object({
  features: z.array(mapFeatureSchema),
  /** Venues in the box that match the filters (as the list's totalCount with the same box). */
  total: z.number().int(),
  /** Venues matching the filters that have no location (missing, or 0,0), so no pin anywhere. */
  withoutLocation: z.number().int(),
  /** The zoom the grid was cut at: the map's, or coarser for a box too wide for it. */
  gridZoom: z.number().int(),
});
export type MapAnswer = z.infer<typeof mapAnswerSchema>;

/** Characters of a venue's name a pin carries: the answer stays small at any zoom. */
export const MAP_NAME_MAX = 60;
/** Bytes the name may take in the answer's JSON (escapes and UTF-8 counted). */
export const MAP_NAME_MAX_BYTES = 120;

const utf8 = new TextEncoder();
/** What one character adds to a JSON string: its escape (`\\"`, `\\u0001`) or its UTF-8 bytes. */
const jsonBytesOf = (char: string) => utf8.encode(JSON.stringify(char)).length - 2;

/**
 * The start of the name a pin carries: at most MAP_NAME_MAX characters and MAP_NAME_MAX_BYTES
 * bytes of JSON, never half a character, so 300 pins stay under 100 KB whatever the names hold.
 */
export function pinName(name: string): string {
  let kept = '';
  let bytes = 2; // the quotes
  for (const char of Array.from(name).slice(0, MAP_NAME_MAX)) {
    bytes += jsonBytesOf(char);
    if (bytes > MAP_NAME_MAX_BYTES) break;
    kept += char;
  }
  return kept;
}
