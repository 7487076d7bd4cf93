import { crossesAntimeridian, type MapBox } from './map-area';

/**
 * The grid the server clusters venues on (docs/decisions/029-map-search.md): the Web Mercator
 * square the map's tiles are cut from, split into CELLS_PER_TILE × CELLS_PER_TILE cells per tile
 * (128 px cells on 256 px tiles: room for a price tag), at a zoom no finer than the box can hold in MAX_GRID_CELLS cells.
 * Every venue in one cell becomes one feature, so an answer never has more features than cells,
 * whatever the zoom or the number of venues.
 */
export const CELLS_PER_TILE = 2;
export const MAX_MAP_ZOOM = 20;
/** Cells a box may span; even a 2560 × 1440 px map at its own zoom spans only about 21 × 12. */
export const MAX_GRID_CELLS = 300;
/** Web Mercator's edge: the tiles stop here, and venues nearer a pole sit on it. */
export const MERCATOR_MAX_LAT = 85.0511287798;

/** Cells per side of the whole world at `zoom`. */
export const cellsPerSide = (zoom: number): number => 2 ** zoom * CELLS_PER_TILE;

/** 0 at longitude -180, 1 at 180. */
export const mercatorX = (lng: number): number => (lng + 180) / 360;

/** 0 at the northern edge of the map, 1 at the southern; clamped to the map's edges. */
export function mercatorY(lat: number): number {
  const phi = (Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
}

/** The cell holding the point at `zoom`; the SQL grid computes the same (map-cluster-query.ts). */
export function gridCell(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const n = cellsPerSide(zoom);
  return {
    x: Math.min(n - 1, Math.floor(mercatorX(lng) * n)),
    y: Math.min(n - 1, Math.floor(mercatorY(lat) * n)),
  };
}

/** How many cells the box touches at `zoom`, partial cells at its edges included. */
export function cellsSpanned(box: MapBox, zoom: number): number {
  const n = cellsPerSide(zoom);
  const width = (box.east - box.west + (crossesAntimeridian(box) ? 360 : 0)) / 360;
  const height = mercatorY(box.south) - mercatorY(box.north);
  // One more on each side, for a box whose edges fall inside cells.
  const across = Math.min(n, Math.ceil(width * n) + 1);
  const down = Math.min(n, Math.ceil(height * n) + 1);
  return across * down;
}

/**
 * The zoom the grid is cut at: the map's own, or coarser until the box spans at most
 * MAX_GRID_CELLS cells (a wide box sent with a close zoom would otherwise ask for millions).
 */
export function gridZoomFor(box: MapBox, zoom: number): number {
  let gridZoom = Math.max(0, Math.min(MAX_MAP_ZOOM, Math.floor(zoom)));
  while (gridZoom > 0 && cellsSpanned(box, gridZoom) > MAX_GRID_CELLS) gridZoom -= 1;
  return gridZoom;
}
