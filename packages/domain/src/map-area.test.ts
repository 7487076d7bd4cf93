import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BBOX_MESSAGES,
  formatMapBox,
  hasMapLocation,
  longitudeRanges,
  mapBoxContains,
  parseMapBox,
  type MapBox,
} from './map-area';

const lngArb = fc.double({ min: -180, max: 180, noNaN: true });
const latArb = fc.double({ min: -90, max: 90, noNaN: true });
/** Boxes as a map sends them: five decimals, south not above north. */
const boxArb: fc.Arbitrary<MapBox> = fc
  .tuple(lngArb, latArb, lngArb, latArb)
  .map(([west, a, east, b]) => ({ west, south: Math.min(a, b), east, north: Math.max(a, b) }))
  .map((box) => parseMapBox(formatMapBox(box)))
  .filter((parsed) => parsed.ok)
  .map((parsed) => (parsed as { box: MapBox }).box);

const messageOf = (text: string) => {
  const parsed = parseMapBox(text);
  return parsed.ok ? undefined : parsed.message;
};

describe('parseMapBox', () => {
  it('reads west,south,east,north', () => {
    expect(parseMapBox('4.5,58,11.25,63.5')).toEqual({
      ok: true,
      box: { west: 4.5, south: 58, east: 11.25, north: 63.5 },
    });
    expect(parseMapBox(' -180 , -90 , 180 , 90 ')).toEqual({
      ok: true,
      box: { west: -180, south: -90, east: 180, north: 90 },
    });
  });

  it('reads back every box it wrote', () => {
    fc.assert(
      fc.property(boxArb, (box) => {
        expect(parseMapBox(formatMapBox(box))).toEqual({ ok: true, box });
      }),
    );
  });

  it('writes tiny and negative-zero coordinates as plain decimals it reads back', () => {
    const box = { west: 1e-7, south: -0, east: 10, north: 60.5 };
    expect(formatMapBox(box, 7)).toBe('0.0000001,0,10,60.5');
    expect(formatMapBox({ west: -0.000001, south: 0, east: 1, north: 2 })).toBe('0,0,1,2');
    expect(parseMapBox(formatMapBox(box, 7))).toEqual({
      ok: true,
      box: { west: 1e-7, south: 0, east: 10, north: 60.5 },
    });
  });

  it('takes a west greater than east as a box over the antimeridian', () => {
    const parsed = parseMapBox('170,-25,-170,-10');
    expect(parsed).toEqual({ ok: true, box: { west: 170, south: -25, east: -170, north: -10 } });
    const box = (parsed as { box: MapBox }).box;
    expect(longitudeRanges(box)).toEqual([
      [170, 180],
      [-180, -170],
    ]);
    expect(mapBoxContains(box, -18, 178.4)).toBe(true); // Suva
    expect(mapBoxContains(box, -13.8, -171.8)).toBe(true); // Apia
    expect(mapBoxContains(box, -18, 0)).toBe(false);
  });

  it.each([
    ['', BBOX_MESSAGES.shape],
    ['1,2,3', BBOX_MESSAGES.shape],
    ['1,2,3,4,5', BBOX_MESSAGES.shape],
    ['a,b,c,d', BBOX_MESSAGES.shape],
    ['1e1,2,3,4', BBOX_MESSAGES.shape],
    ['Infinity,2,3,4', BBOX_MESSAGES.shape],
    ['NaN,2,3,4', BBOX_MESSAGES.shape],
    ['0x10,2,3,4', BBOX_MESSAGES.shape],
    ['1,,3,4', BBOX_MESSAGES.shape],
    ['1.,2,3,4', BBOX_MESSAGES.shape],
    ['181,2,3,4', BBOX_MESSAGES.longitude],
    ['1,2,-180.5,4', BBOX_MESSAGES.longitude],
    ['1,-91,3,4', BBOX_MESSAGES.latitude],
    ['1,2,3,90.0001', BBOX_MESSAGES.latitude],
    ['1,10,3,5', BBOX_MESSAGES.order],
  ])('refuses %j: %s', (text, message) => {
    expect(messageOf(text)).toBe(message);
  });

  it('refuses any longitude outside -180..180 and latitude outside -90..90', () => {
    const outside = (limit: number) =>
      fc.oneof(
        fc.double({ min: limit + 0.001, max: 999, noNaN: true }),
        fc.double({ min: -999, max: -limit - 0.001, noNaN: true }),
      );
    const text = (value: number) => value.toFixed(3);
    fc.assert(
      fc.property(outside(180), latArb, (lng, lat) => {
        expect(messageOf(`${text(lng)},${lat.toFixed(3)},0,90`)).toBe(BBOX_MESSAGES.longitude);
      }),
    );
    fc.assert(
      fc.property(outside(90), (lat) => {
        expect(messageOf(`0,${text(lat)},10,${text(lat)}`)).toBe(BBOX_MESSAGES.latitude);
      }),
    );
  });
});

describe('mapBoxContains', () => {
  it('holds exactly the points between its edges, edges included', () => {
    fc.assert(
      fc.property(boxArb, latArb, lngArb, (box, lat, lng) => {
        const crosses = box.west > box.east;
        const inLng = crosses
          ? lng >= box.west || lng <= box.east
          : lng >= box.west && lng <= box.east;
        expect(mapBoxContains(box, lat, lng)).toBe(inLng && lat >= box.south && lat <= box.north);
      }),
    );
    const box = { west: 5, south: 60, east: 6, north: 61 };
    expect([mapBoxContains(box, 60, 5), mapBoxContains(box, 61, 6)]).toEqual([true, true]);
  });

  it('splits a box into longitude ranges that never overlap and never cross ±180', () => {
    fc.assert(
      fc.property(boxArb, (box) => {
        for (const [from, to] of longitudeRanges(box)) {
          expect(from).toBeLessThanOrEqual(to);
          expect(from).toBeGreaterThanOrEqual(-180);
          expect(to).toBeLessThanOrEqual(180);
        }
      }),
    );
  });
});

describe('hasMapLocation', () => {
  it('is false for missing coordinates and for 0,0 only', () => {
    expect(hasMapLocation(null, 5)).toBe(false);
    expect(hasMapLocation(60, undefined)).toBe(false);
    expect(hasMapLocation(0, 0)).toBe(false);
    expect(hasMapLocation(0, 5)).toBe(true);
    expect(hasMapLocation(60.39, 0)).toBe(true);
  });
});
