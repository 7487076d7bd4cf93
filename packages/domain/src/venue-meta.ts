import type { VenueLocation } from './api-types';
import { UNKNOWN_CITY, UNKNOWN_COUNTRY } from './defaults';
import type { Locale } from './locale';
import { stripHtml, truncateAtWord } from './text';

/** How much of a venue's own description its meta description quotes. */
export const VENUE_META_ABOUT_MAX = 120;

/** The words a meta description puts around the host's own name, place and description. */
const META_WORDS: Record<Locale, { in: string; unknownCity: string; unknownCountry: string }> = {
  en: { in: 'in', unknownCity: UNKNOWN_CITY, unknownCountry: UNKNOWN_COUNTRY },
  nb: { in: 'i', unknownCity: 'Ukjent by', unknownCountry: 'Ukjent land' },
};

/** What a venue's description says, and the language it says it in. */
export interface VenueDescriptionText {
  text: string;
  /** The language of `text`; null when the host did not say. */
  language: Locale | null;
}

/**
 * The description a reader of `locale` is shown: the host's own in that language (the one they
 * wrote, or their translation into it), else the one they wrote, as written. Host-written text is
 * never machine-translated (docs/decisions/037-languages.md).
 */
export function venueDescriptionFor(
  venue: {
    description: string;
    descriptionLanguage?: Locale | null;
    descriptionTranslation?: string | null;
  },
  locale: Locale,
): VenueDescriptionText {
  const written = venue.descriptionLanguage ?? null;
  const translation = venue.descriptionTranslation?.trim();
  if (written && written !== locale && translation) {
    return { text: translation, language: locale };
  }
  return { text: venue.description, language: written };
}

/**
 * A venue page's meta description in the page's language: where it is, then the start of its own
 * description in that language when the host wrote one (the host's words, as written). The web app sets it once the venue has loaded; the
 * server writes the same into the page it sends.
 */
export function venueMetaDescription(
  venue: {
    name: string;
    description: string;
    descriptionLanguage?: Locale | null;
    descriptionTranslation?: string | null;
    location: Pick<VenueLocation, 'city' | 'country'>;
  },
  locale: Locale = 'en',
): string {
  const words = META_WORDS[locale];
  const place = `${venue.location.city || words.unknownCity}, ${venue.location.country || words.unknownCountry}`;
  const about = truncateAtWord(
    plainText(venueDescriptionFor(venue, locale).text),
    VENUE_META_ABOUT_MAX,
  );
  return about
    ? `${venue.name} ${words.in} ${place}. ${about}`
    : `${venue.name} ${words.in} ${place}.`;
}

/** A description as one line of plain text: no markup, runs of white space as one space. */
export function plainText(text: string): string {
  return stripHtml(text).replace(/\s+/g, ' ').trim();
}
