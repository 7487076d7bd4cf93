import type { DemoPlace } from './demo-places.js';
import { DEMO_PLACES } from './demo-places.js';

const NEIGHBOURHOODS = [
  'Harbour',
  'Hillside',
  'Old Town',
  'Fjordside',
  'Garden',
  'Quayside',
  'Forest Edge',
  'Lakeside',
] as const;
const KINDS = ['Flat', 'Cabin', 'Loft', 'House'] as const;

/**
 * Venues close to the demo's Norwegian towns, so the browse map shows what it does with many
 * venues near each other (docs/decisions/029-map-search.md): clusters with counts far out,
 * pins closer in, and two flats of one building at the very same point, opened one by one.
 * Made from a fixed pattern, not the demo's random stream, so every other demo row stays as it
 * was.
 */
export function demoMapNeighbours(): DemoPlace[] {
  const towns = DEMO_PLACES.filter((place) => place.country === 'Norway');
  return towns.flatMap((town, t) => {
    const around = NEIGHBOURHOODS.map((area, k): DemoPlace => {
      const angle = (k / NEIGHBOURHOODS.length) * 2 * Math.PI + t;
      const reach = 0.012 + 0.006 * (k % 3);
      return {
        ...town,
        venue: `${area} ${KINDS[(k + t) % KINDS.length]}, ${town.city}`,
        address: `${area}veien ${k * 7 + 3}`,
        lat: Number((town.lat + reach * Math.sin(angle)).toFixed(6)),
        lng: Number((town.lng + 2 * reach * Math.cos(angle)).toFixed(6)),
      };
    });
    const building = around[0]!;
    const twin: DemoPlace = {
      ...building,
      venue: `${building.venue.split(',')[0]} Upstairs, ${town.city}`,
    };
    return [...around, twin];
  });
}
