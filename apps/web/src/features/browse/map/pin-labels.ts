import { formatOre, nightsBetween, nightsLabel, type MapFeature } from '@holidaze/domain';
import type { VenueSearchFilters } from '@holidaze/domain';

type Feature<K extends MapFeature['kind']> = Extract<MapFeature, { kind: K }>;

/** What a pin shows: the stay's total with every fee when dates are chosen, else a night's price. */
export const pinText = (pin: Feature<'venue'>): string => formatOre(pin.priceOre);

/** The pin's price said in full, and whether the chosen dates are taken. */
export function pinPrice(pin: Feature<'venue'>, filters: VenueSearchFilters): string {
  const price =
    pin.priceKind === 'stay' && filters.dateFrom && filters.dateTo
      ? `${formatOre(pin.priceOre)} total for ${nightsLabel(nightsBetween(filters.dateFrom, filters.dateTo))}`
      : `${formatOre(pin.priceOre)} per night`;
  return `${price}${pin.unavailable ? ', unavailable on your dates' : ''}`;
}

/** A pin's accessible name: the venue, then its price said in full. */
export const pinLabel = (pin: Feature<'venue'>, filters: VenueSearchFilters): string =>
  `${pin.name}, ${pinPrice(pin, filters)}`;

export const clusterLabel = (count: number): string => `${count} venues here, zoom in`;
export const spotLabel = (count: number): string => `${count} venues at this address, list them`;
