import { DEFAULT_SEARCH_FILTERS } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { clusterLabel, pinLabel, pinText, spotLabel } from './pin-labels';

const pin = {
  kind: 'venue' as const,
  id: 'a',
  name: 'Bryggen loft',
  lat: 60.397,
  lng: 5.324,
  priceOre: 345_000,
  priceKind: 'stay' as const,
  unavailable: false,
};

describe("what the map's pins say", () => {
  it('names a pin by its venue and says the stay total for the chosen dates', () => {
    const filters = { ...DEFAULT_SEARCH_FILTERS, dateFrom: '2027-06-01', dateTo: '2027-06-04' };
    expect(pinText(pin)).toBe('NOK 3,450');
    expect(pinLabel(pin, filters)).toBe('Bryggen loft, NOK 3,450 total for 3 nights');
    expect(pinLabel({ ...pin, unavailable: true }, filters)).toBe(
      'Bryggen loft, NOK 3,450 total for 3 nights, unavailable on your dates',
    );
  });

  it('says the nightly price without dates, and how many a cluster or a spot holds', () => {
    const nightly = { ...pin, priceOre: 120_000, priceKind: 'night' as const };
    expect(pinLabel(nightly, DEFAULT_SEARCH_FILTERS)).toBe('Bryggen loft, NOK 1,200 per night');
    expect(clusterLabel(12)).toBe('12 venues here, zoom in');
    expect(spotLabel(2)).toBe('2 venues at this address, list them');
  });
});
