import { parseMapBox, type MapAnswer, type MapBox } from '@holidaze/domain';

/** A Leaflet view's edges, which run past ±180 when the map shows the world's next copy. */
export interface ViewEdges {
  west: number;
  south: number;
  east: number;
  north: number;
}

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));

/**
 * The box the API is asked for: longitudes brought into -180..180 (a view over the antimeridian
 * becomes a box with west greater than east), the whole world when the view is wider than it,
 * rounded to about a metre as the URL carries it.
 */
export function boxOfView(view: ViewEdges): MapBox {
  const whole = view.east - view.west >= 360;
  const west = whole ? -180 : wrap(view.west);
  let east = whole ? 180 : wrap(view.east);
  if (!whole && east === -180 && view.east > view.west) east = 180;
  const round = (value: number) => Math.round(value * 1e5) / 1e5 + 0;
  const box = {
    west: round(west),
    south: round(clampLat(view.south)),
    east: round(east),
    north: round(clampLat(view.north)),
  };
  const parsed = parseMapBox(`${box.west},${box.south},${box.east},${box.north}`);
  return parsed.ok ? parsed.box : { west: -180, south: -90, east: 180, north: 90 };
}

/** Leaflet's edges for a box: east past 180 when it crosses the antimeridian. */
export function viewOfBox(box: MapBox): ViewEdges {
  return { ...box, east: box.west > box.east ? box.east + 360 : box.east };
}

/** The copy of a longitude nearest the view's centre, so a pin over the antimeridian shows. */
export const nearestCopy = (lng: number, centreLng: number): number =>
  lng + 360 * Math.round((centreLng - lng) / 360);

/** A box a hair around a point (about a centimetre): the list of the venues at one spot. */
export function boxAround(lat: number, lng: number): MapBox {
  const pad = 2e-7;
  return {
    west: Math.max(-180, lng - pad),
    south: Math.max(-90, lat - pad),
    east: Math.min(180, lng + pad),
    north: Math.min(90, lat + pad),
  };
}

/** Norway, where the map opens when the link brings no box. */
export const DEFAULT_VIEW: ViewEdges = { west: 4.5, south: 57.8, east: 31.2, north: 71.2 };

/**
 * Where the results with a place are, from the map's answer over the whole world: the box its
 * features span (a cluster's bounds, a pin's or a spot's point), or undefined when none has a
 * place. Results on both sides of the antimeridian span the world's width.
 */
export function extentOf(answer: MapAnswer): MapBox | undefined {
  if (answer.features.length === 0) return undefined;
  const boxes = answer.features.map((feature) =>
    feature.kind === 'cluster'
      ? feature.bounds
      : { west: feature.lng, south: feature.lat, east: feature.lng, north: feature.lat },
  );
  return {
    west: Math.min(...boxes.map((box) => box.west)),
    south: Math.min(...boxes.map((box) => box.south)),
    east: Math.max(...boxes.map((box) => box.east)),
    north: Math.max(...boxes.map((box) => box.north)),
  };
}
