import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_GRID_CELLS } from '../map-grid';
import { MAP_NAME_MAX, MAP_NAME_MAX_BYTES, pinName, type MapFeature } from './map-schemas';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe("a pin's name", () => {
  it('is a start of the name within the character and byte limits', () => {
    fc.assert(
      fc.property(
        fc.string({
          // Plain, two-, three- and four-byte characters, and ones JSON escapes.
          unit: fc.constantFrom('a', 'ø', '€', '🌊', '"', '\\', '\u0001', '\n'),
          minLength: 20,
          maxLength: 120,
        }),
        (name) => {
          const kept = pinName(name);
          expect(name.startsWith(kept)).toBe(true);
          expect(Array.from(kept).length).toBeLessThanOrEqual(MAP_NAME_MAX);
          expect(bytes(kept)).toBeLessThanOrEqual(MAP_NAME_MAX_BYTES);
        },
      ),
    );
  });

  it('keeps a short plain name whole and never splits a character', () => {
    expect(pinName('Bryggen loft')).toBe('Bryggen loft');
    expect(pinName('🌊'.repeat(100))).toBe('🌊'.repeat(29));
    expect(pinName('"'.repeat(100))).toHaveLength(59);
  });

  it('lets a full grid of pins with the largest names stay under 100 KB', () => {
    const pin: MapFeature = {
      kind: 'venue',
      id: '123e4567-e89b-12d3-a456-426614174000',
      name: pinName('\u0001'.repeat(200)),
      lat: -89.123456,
      lng: -179.123456,
      priceOre: 1_000_000_000,
      priceKind: 'night',
      unavailable: false,
    };
    const worst = [
      pinName('🌊'.repeat(200)),
      pinName('\u0001'.repeat(200)),
      pinName('€'.repeat(200)),
    ]
      .map((name) => bytes({ ...pin, name }))
      .reduce((a, b) => Math.max(a, b));
    const answer = { data: { features: [], total: 0, withoutLocation: 0, gridZoom: 20 }, meta: {} };
    expect(bytes(answer) + MAX_GRID_CELLS * (worst + 1)).toBeLessThanOrEqual(100 * 1024);
  });
});
