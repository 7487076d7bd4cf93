import type { VenueLocation } from './api-types';
import { UNKNOWN_CITY, UNKNOWN_COUNTRY } from './defaults';
import { stripHtml, truncateAtWord } from './text';

/** How much of a venue's own description its meta description quotes. */
export const VENUE_META_ABOUT_MAX = 120;

/**
 * A venue page's meta description: where it is, then the start of its own description. The web
 * app sets it once the venue has loaded; the server writes the same into the page it sends.
 */
export function venueMetaDescription(venue: {
  name: string;
  description: string;
  location: Pick<VenueLocation, 'city' | 'country'>;
}): string {
  const place = `${venue.location.city || UNKNOWN_CITY}, ${venue.location.country || UNKNOWN_COUNTRY}`;
  const about = truncateAtWord(plainText(venue.description), VENUE_META_ABOUT_MAX);
  return about ? `${venue.name} in ${place}. ${about}` : `${venue.name} in ${place}.`;
}

/** A description as one line of plain text: no markup, runs of white space as one space. */
export function plainText(text: string): string {
  return stripHtml(text).replace(/\s+/g, ' ').trim();
}
