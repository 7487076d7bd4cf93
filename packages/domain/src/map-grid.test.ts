import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMapBox, type MapBox } from './map-area';
import {
  MAX_GRID_CELLS,
  MAX_MAP_ZOOM,
  cellsPerSide,
  cellsSpanned,
  gridCell,
  gridZoomFor,
  mercatorY,
} from './map-grid';

const box = (text: string) => (parseMapBox(text) as { box: MapBox }).box;
const boxArb = fc
  .tuple(
    fc.integer({ min: -18000, max: 18000 }),
    fc.integer({ min: -9000, max: 9000 }),
    fc.integer({ min: -18000, max: 18000 }),
    fc.integer({ min: -9000, max: 9000 }),
  )
  .map(([w, a, e, b]) =>
    box(`${w / 100},${Math.min(a, b) / 100},${e / 100},${Math.max(a, b) / 100}`),
  );

describe('the clustering grid', () => {
  it('cuts the map as its tiles are cut: the equator halfway down, the edges at ±85.05°', () => {
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(85.0511287798)).toBeCloseTo(0, 9);
    expect(mercatorY(90)).toBe(mercatorY(85.0511287798));
    expect(mercatorY(-90)).toBeCloseTo(1, 9);
    // Oslo at zoom 0: the tile's north-east quarter, of 2 × 2 cells; at zoom 1, of 4 × 4.
    expect(gridCell(59.91, 10.75, 0)).toEqual({ x: 1, y: 0 });
    expect(gridCell(59.91, 10.75, 1)).toEqual({ x: 2, y: 1 });
    expect(gridCell(90, 180, 3)).toEqual({ x: cellsPerSide(3) - 1, y: 0 });
  });

  it('puts every point in a cell of the world at every zoom', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 0, max: MAX_MAP_ZOOM }),
        (lat, lng, zoom) => {
          const { x, y } = gridCell(lat, lng, zoom);
          for (const index of [x, y]) {
            expect(Number.isInteger(index)).toBe(true);
            expect(index).toBeGreaterThanOrEqual(0);
            expect(index).toBeLessThan(cellsPerSide(zoom));
          }
        },
      ),
    );
  });

  it('never lets a box span more than MAX_GRID_CELLS cells, at any zoom asked', () => {
    fc.assert(
      fc.property(boxArb, fc.integer({ min: 0, max: MAX_MAP_ZOOM }), (area, zoom) => {
        const gridZoom = gridZoomFor(area, zoom);
        expect(gridZoom).toBeLessThanOrEqual(zoom);
        expect(cellsSpanned(area, gridZoom)).toBeLessThanOrEqual(MAX_GRID_CELLS);
      }),
    );
  });

  it("keeps the map's own zoom for a box the size of a screen", () => {
    // Norway on a 1280 × 900 px map at zoom 5, and Bergen at zoom 13.
    expect(gridZoomFor(box('-1.5,56.5,26.6,71.5'), 5)).toBe(5);
    expect(gridZoomFor(box('5.27,60.37,5.38,60.42'), 13)).toBe(13);
    // The whole world asked at zoom 18 is cut as zoom 2 would be.
    expect(gridZoomFor(box('-180,-85,180,85'), 18)).toBeLessThanOrEqual(3);
  });

  it('counts the cells of a box over the antimeridian as one box', () => {
    const over = box('179,-20,-179,-18');
    const beside = box('-179,-20,-177,-18');
    expect(cellsSpanned(over, 6)).toBe(cellsSpanned(beside, 6));
  });
});
