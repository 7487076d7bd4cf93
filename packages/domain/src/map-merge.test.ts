import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridCell } from './map-grid';
import {
  MERGE_DISTANCE_PX,
  MERGE_MAX_ZOOM,
  isOnePoint,
  mergeNearGroups,
  pixelDistance,
  type GridGroup,
} from './map-merge';

interface Venue {
  id: number;
  lat: number;
  lng: number;
}
type Cell = GridGroup & { venues: number[] };

/** What the SQL grid does: one group per non-empty cell, at its venues' mean point. */
function cellsOf(venues: Venue[], zoom: number): Cell[] {
  const cells = new Map<string, Venue[]>();
  for (const venue of venues) {
    const { x, y } = gridCell(venue.lat, venue.lng, zoom);
    cells.set(`${x},${y}`, [...(cells.get(`${x},${y}`) ?? []), venue]);
  }
  return [...cells.values()].map((inCell) => ({
    count: inCell.length,
    lat: inCell.reduce((sum, v) => sum + v.lat, 0) / inCell.length,
    lng: inCell.reduce((sum, v) => sum + v.lng, 0) / inCell.length,
    bounds: {
      west: Math.min(...inCell.map((v) => v.lng)),
      south: Math.min(...inCell.map((v) => v.lat)),
      east: Math.max(...inCell.map((v) => v.lng)),
      north: Math.max(...inCell.map((v) => v.lat)),
    },
    venues: inCell.map((v) => v.id),
  }));
}

// Venues around a few centres, so that cells meet and merge at every zoom tried.
const venuesArb = fc
  .array(
    fc.record({
      centre: fc.constantFrom(
        { lat: 60.39, lng: 5.32 },
        { lat: 59.91, lng: 10.75 },
        { lat: 62.01, lng: -6.77 },
        { lat: -33.9, lng: 151.2 },
      ),
      dLat: fc.double({ min: -2, max: 2, noNaN: true }),
      dLng: fc.double({ min: -2, max: 2, noNaN: true }),
      shared: fc.boolean(),
    }),
    { maxLength: 120 },
  )
  .map((rows) =>
    rows.map(({ centre: { lat, lng }, dLat, dLng, shared }, id) =>
      // Some venues share their centre's point exactly, as flats of one building do.
      shared ? { id, lat, lng } : { id, lat: lat + dLat, lng: lng + dLng },
    ),
  );
const zoomArb = fc.integer({ min: 0, max: MERGE_MAX_ZOOM });

const shape = (groups: GridGroup[]) =>
  groups.map(({ count, lat, lng, bounds }) => ({ count, lat, lng, bounds }));

describe('merging clusters across cell edges', () => {
  it('conserves counts and puts every venue in exactly one feature', () => {
    fc.assert(
      fc.property(venuesArb, zoomArb, (venues, zoom) => {
        const merged = mergeNearGroups(cellsOf(venues, zoom), zoom);
        const ids = merged.flatMap((group) => group.members.flatMap((cell) => cell.venues));
        expect(ids.sort((a, b) => a - b)).toEqual(venues.map((v) => v.id));
        for (const group of merged) {
          expect(group.count).toBe(group.members.reduce((sum, cell) => sum + cell.count, 0));
        }
        expect(merged.reduce((sum, group) => sum + group.count, 0)).toBe(venues.length);
      }),
    );
  });

  it('leaves no two features closer than the distance, each spanning its venues', () => {
    fc.assert(
      fc.property(venuesArb, zoomArb, (venues, zoom) => {
        const merged = mergeNearGroups(cellsOf(venues, zoom), zoom);
        for (let i = 0; i < merged.length; i += 1)
          for (let j = i + 1; j < merged.length; j += 1)
            expect(pixelDistance(merged[i]!, merged[j]!, zoom)).toBeGreaterThanOrEqual(
              MERGE_DISTANCE_PX,
            );
        for (const group of merged) {
          for (const id of group.members.flatMap((cell) => cell.venues)) {
            const { lat, lng } = venues[id]!;
            expect(lat).toBeGreaterThanOrEqual(group.bounds.south);
            expect(lat).toBeLessThanOrEqual(group.bounds.north);
            expect(lng).toBeGreaterThanOrEqual(group.bounds.west);
            expect(lng).toBeLessThanOrEqual(group.bounds.east);
          }
        }
      }),
    );
  });

  it('gives the same answer whatever order the cells come in', () => {
    fc.assert(
      fc.property(venuesArb, zoomArb, fc.func(fc.integer()), (venues, zoom, rank) => {
        const cells = cellsOf(venues, zoom);
        const shuffled = [...cells].sort((a, b) => rank(a.venues[0]) - rank(b.venues[0]));
        expect(shape(mergeNearGroups(shuffled, zoom))).toEqual(shape(mergeNearGroups(cells, zoom)));
      }),
    );
  });

  it('merges two clusters a few pixels apart on either side of a cell edge', () => {
    // Bergen at zoom 10: a cell edge runs between these two pairs, 12 px apart.
    const zoom = 10;
    const venues = [
      { id: 0, lat: 60.39, lng: 5.2732 },
      { id: 1, lat: 60.3901, lng: 5.2733 },
      { id: 2, lat: 60.39, lng: 5.2746 },
      { id: 3, lat: 60.3901, lng: 5.2747 },
    ];
    const cells = cellsOf(venues, zoom);
    expect(cells).toHaveLength(2);
    const merged = mergeNearGroups(cells, zoom);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.count).toBe(4);
    expect(merged[0]!.bounds).toEqual({ west: 5.2732, south: 60.39, east: 5.2747, north: 60.3901 });
  });

  it('keeps venues at one point a spot, and stops merging at the deepest zooms', () => {
    const spot = cellsOf(
      [
        { id: 0, lat: 62.0712, lng: -7.3031 },
        { id: 1, lat: 62.0712, lng: -7.3031 },
      ],
      12,
    );
    const [alone] = mergeNearGroups(spot, 12);
    expect(alone!.count).toBe(2);
    expect(isOnePoint(alone!.bounds)).toBe(true);
    const near = [
      { id: 0, lat: 60.39, lng: 5.27324 },
      { id: 1, lat: 60.39, lng: 5.27326 },
    ];
    const deep = MERGE_MAX_ZOOM + 1;
    expect(mergeNearGroups(cellsOf(near, deep), deep)).toHaveLength(cellsOf(near, deep).length);
  });

  it('never merges across the antimeridian', () => {
    const cells = cellsOf(
      [
        { id: 0, lat: -17, lng: 179.999 },
        { id: 1, lat: -17, lng: -179.999 },
      ],
      3,
    );
    expect(mergeNearGroups(cells, 3)).toHaveLength(2);
  });
});
