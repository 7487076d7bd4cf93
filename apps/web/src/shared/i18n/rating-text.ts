import { plural } from '@lingui/core/macro';
import { formatGroupedNumber } from './format';

/** '4.5 stars', '1.0 star' (the domain's `formatRating`) in the page's language. */
export function ratingText(rating: number): string {
  const stars = formatGroupedNumber(rating, 1, 1);
  return plural(rating, { one: `${stars} star`, other: `${stars} stars` });
}
