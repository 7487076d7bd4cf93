import { mercatorX, mercatorY } from './map-grid';

/**
 * Merging the grid's clusters across cell edges (docs/decisions/029-map-search.md): the grid puts
 * two venues a few pixels apart on either side of an edge in two cells, drawn as two bubbles over
 * each other. The few hundred cells the SQL returns are merged here until no two are closer than
 * MERGE_DISTANCE_PX on the map at its zoom.
 */

/** Half a grid cell (128 px): closer than this, two bubbles or price tags overlap. */
export const MERGE_DISTANCE_PX = 64;
/**
 * The deepest zoom that merges: the browse map stops at 18, where a cluster can no longer be
 * opened by zooming in, so at 18 and beyond only what one cell holds is clustered.
 */
export const MERGE_MAX_ZOOM = 17;
const TILE_PX = 256;

export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A cell of the grid: how many venues, their mean point and what they span. */
export interface GridGroup {
  count: number;
  lat: number;
  lng: number;
  bounds: MapBounds;
}

/** One feature after merging, with the cells it was made of. */
export interface MergedGroup<T extends GridGroup> extends GridGroup {
  members: T[];
}

/** Where the point is drawn, in pixels of the whole world's map at `zoom`. */
export function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = TILE_PX * 2 ** zoom;
  return { x: mercatorX(lng) * size, y: mercatorY(lat) * size };
}

export function pixelDistance(a: GridGroup, b: GridGroup, zoom: number): number {
  const p = worldPixel(a.lat, a.lng, zoom);
  const q = worldPixel(b.lat, b.lng, zoom);
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/** A total order on groups, so the answer does not depend on the order the rows came in. */
function compareGroups(a: GridGroup, b: GridGroup): number {
  return (
    a.lat - b.lat ||
    a.lng - b.lng ||
    a.count - b.count ||
    a.bounds.west - b.bounds.west ||
    a.bounds.south - b.bounds.south ||
    a.bounds.east - b.bounds.east ||
    a.bounds.north - b.bounds.north
  );
}

function merge<T extends GridGroup>(a: MergedGroup<T>, b: MergedGroup<T>): MergedGroup<T> {
  const count = a.count + b.count;
  return {
    count,
    // The mean of all their venues, as the SQL's avg() is for one cell.
    lat: (a.lat * a.count + b.lat * b.count) / count,
    lng: (a.lng * a.count + b.lng * b.count) / count,
    bounds: {
      west: Math.min(a.bounds.west, b.bounds.west),
      south: Math.min(a.bounds.south, b.bounds.south),
      east: Math.max(a.bounds.east, b.bounds.east),
      north: Math.max(a.bounds.north, b.bounds.north),
    },
    members: [...a.members, ...b.members],
  };
}

/**
 * Merges the closest two groups, again and again, until no two are closer than `distancePx` at
 * `zoom`. Counts add up, every input is in exactly one output, and the same groups in any order
 * give the same answer. Distances are measured on the map as drawn without wrapping, so groups on
 * either side of the antimeridian never merge (their mean would land on the other side of the
 * world). A merge costs a pass over the groups (more only for the neighbours it took away): meant
 * for the grid's few hundred cells, never for venues.
 */
export function mergeNearGroups<T extends GridGroup>(
  groups: readonly T[],
  zoom: number,
  distancePx: number = MERGE_DISTANCE_PX,
): MergedGroup<T>[] {
  const merged: (MergedGroup<T> | undefined)[] = [...groups]
    .sort(compareGroups)
    .map((group) => ({ ...group, bounds: { ...group.bounds }, members: [group] }));
  if (zoom > MERGE_MAX_ZOOM) return merged as MergedGroup<T>[];
  // Each group's place on the map and its nearest neighbour, kept as groups merge, so a merge
  // costs a pass over the groups rather than over every pair.
  const pixels = merged.map((group) => worldPixel(group!.lat, group!.lng, zoom));
  const distance = (i: number, j: number) =>
    Math.hypot(pixels[i]!.x - pixels[j]!.x, pixels[i]!.y - pixels[j]!.y);
  const nearest: number[] = [];
  const nearestDistance: number[] = [];
  const findNearest = (i: number) => {
    nearest[i] = -1;
    nearestDistance[i] = Infinity;
    for (let j = 0; j < merged.length; j += 1) {
      if (j === i || !merged[j]) continue;
      const d = distance(i, j);
      if (d < nearestDistance[i]!) {
        nearestDistance[i] = d;
        nearest[i] = j;
      }
    }
  };
  merged.forEach((_, i) => findNearest(i));
  for (;;) {
    let i = -1;
    for (let k = 0; k < merged.length; k += 1) {
      if (merged[k] && nearestDistance[k]! < (i < 0 ? distancePx : nearestDistance[i]!)) i = k;
    }
    if (i < 0) return merged.filter((group) => group !== undefined);
    // The lower index keeps the merged group, so the answer keeps the sorted order.
    const [keep, gone] = [Math.min(i, nearest[i]!), Math.max(i, nearest[i]!)];
    const group = merge(merged[keep]!, merged[gone]!);
    merged[keep] = group;
    merged[gone] = undefined;
    pixels[keep] = worldPixel(group.lat, group.lng, zoom);
    nearestDistance[gone] = Infinity;
    findNearest(keep);
    for (let k = 0; k < merged.length; k += 1) {
      if (!merged[k] || k === keep) continue;
      if (nearest[k] === keep || nearest[k] === gone) findNearest(k);
      else if (distance(k, keep) < nearestDistance[k]!) {
        nearestDistance[k] = distance(k, keep);
        nearest[k] = keep;
      }
    }
  }
}

/** The group's venues all stand at one point: a spot whose venues open one by one. */
export const isOnePoint = (bounds: MapBounds): boolean =>
  bounds.west === bounds.east && bounds.south === bounds.north;
