import { t } from '@lingui/core/macro';
import { nightsBetween, type MapFeature } from '@holidaze/domain';
import type { VenueSearchFilters } from '@holidaze/domain';
import { formatOre, nightsLabel } from '../../../shared/i18n';

type Feature<K extends MapFeature['kind']> = Extract<MapFeature, { kind: K }>;

// Said when the map draws its pins, in the page's language (docs/decisions/037-languages.md).

/** What a pin shows: the stay's total with every fee when dates are chosen, else a night's price. */
export const pinText = (pin: Feature<'venue'>): string => formatOre(pin.priceOre);

/** The pin's price said in full, and whether the chosen dates are taken. */
export function pinPrice(pin: Feature<'venue'>, filters: VenueSearchFilters): string {
  const amount = formatOre(pin.priceOre);
  if (pin.priceKind === 'stay' && filters.dateFrom && filters.dateTo) {
    const nights = nightsLabel(nightsBetween(filters.dateFrom, filters.dateTo));
    return pin.unavailable
      ? t`${amount} total for ${nights}, unavailable on your dates`
      : t`${amount} total for ${nights}`;
  }
  return pin.unavailable
    ? t`${amount} per night, unavailable on your dates`
    : t`${amount} per night`;
}

/** A pin's accessible name: the venue, then its price said in full. */
export const pinLabel = (pin: Feature<'venue'>, filters: VenueSearchFilters): string =>
  `${pin.name}, ${pinPrice(pin, filters)}`;

export const clusterLabel = (count: number): string => t`${count} venues here, zoom in`;
export const spotLabel = (count: number): string => t`${count} venues at this address, list them`;
