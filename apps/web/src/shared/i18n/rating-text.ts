import { msg, plural } from '@lingui/core/macro';
import { formatGroupedNumber } from './format';

/** What stands for a rating before the first guest review (the domain's `shownRating` is null). */
export const NO_RATING_YET = msg`New`;

/** '4.5 stars', '1.0 star' (the domain's `formatRating`) in the page's language. */
export function ratingText(rating: number): string {
  const stars = formatGroupedNumber(rating, 1, 1);
  return plural(rating, { one: `${stars} star`, other: `${stars} stars` });
}
