import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Venue } from '@holidaze/domain';

/** The domain's UNKNOWN_CITY and UNKNOWN_COUNTRY, word for word in English (a test holds them). */
export const UNKNOWN_PLACE = { city: msg`Unknown City`, country: msg`Unknown Country` };

/** A venue's city and country as its host wrote them, or an unknown one's words, in `i18n`'s language. */
export function placeNames(
  location: Pick<Venue['location'], 'city' | 'country'> | undefined,
  i18n: I18n,
): { city: string; country: string } {
  return {
    city: location?.city || i18n._(UNKNOWN_PLACE.city),
    country: location?.country || i18n._(UNKNOWN_PLACE.country),
  };
}
