import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapBoxContains, type MapAnswer } from '@holidaze/domain';
import { boxAround, boxOfView, extentOf, nearestCopy, viewOfBox } from './map-view';

describe('the map view as a box', () => {
  it('keeps a plain view as it is', () => {
    expect(boxOfView({ west: 4.5, south: 57.8, east: 31.2, north: 71.2 })).toEqual({
      west: 4.5,
      south: 57.8,
      east: 31.2,
      north: 71.2,
    });
  });

  it('turns a view over the antimeridian into a box with west greater than east', () => {
    expect(boxOfView({ west: 170, south: -25, east: 190, north: -10 })).toEqual({
      west: 170,
      south: -25,
      east: -170,
      north: -10,
    });
    expect(boxOfView({ west: -190, south: -25, east: -170, north: -10 })).toMatchObject({
      west: 170,
      east: -170,
    });
    expect(viewOfBox({ west: 170, south: -25, east: -170, north: -10 })).toMatchObject({
      east: 190,
    });
  });

  it('asks for the whole world when the view is wider than it', () => {
    expect(boxOfView({ west: -300, south: -95, east: 300, north: 95 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });

  it('holds every point the view shows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: 0.01, max: 300, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (west, width, at) => {
          const box = boxOfView({ west, south: 10, east: west + width, north: 20 });
          const lng = west + width * at;
          const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
          // Rounding to about a metre may move an edge by that much.
          const inside = [wrapped, wrapped + 1e-5, wrapped - 1e-5].some((x) =>
            mapBoxContains(box, 15, x),
          );
          expect(inside).toBe(true);
        },
      ),
    );
  });

  it('draws a pin on the copy of the world nearest the centre', () => {
    expect(nearestCopy(-171.76, 180)).toBeCloseTo(188.24);
    expect(nearestCopy(178.44, 180)).toBeCloseTo(178.44);
    expect(nearestCopy(5.3, 10)).toBe(5.3);
  });

  it('makes a box around one point that holds it', () => {
    const box = boxAround(59.913868, 10.752245);
    expect(mapBoxContains(box, 59.913868, 10.752245)).toBe(true);
  });
});

describe('the extent of the results', () => {
  const answer = (features: MapAnswer['features']): MapAnswer => ({
    features,
    total: 0,
    withoutLocation: 0,
    gridZoom: 0,
  });

  it('spans every cluster, spot and pin of the answer', () => {
    expect(
      extentOf(
        answer([
          {
            kind: 'cluster',
            lat: 60.4,
            lng: 5.3,
            count: 3,
            bounds: { west: 5.29, south: 60.35, east: 5.32, north: 60.4 },
          },
          { kind: 'spot', lat: 59.9, lng: 10.75, count: 2 },
          {
            kind: 'venue',
            id: 'a',
            name: 'Cabin',
            lat: 69.65,
            lng: 18.96,
            priceOre: 100_000,
            priceKind: 'night',
            unavailable: false,
          },
        ]),
      ),
    ).toEqual({ west: 5.29, south: 59.9, east: 18.96, north: 69.65 });
  });

  it('is undefined when no result has a place', () => {
    expect(extentOf(answer([]))).toBeUndefined();
  });
});
