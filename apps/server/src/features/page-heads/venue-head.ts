import {
  DEFAULT_VENUE_IMAGE,
  localePath,
  venueMetaDescription,
  type Venue,
} from '@holidaze/domain';
import { OWN_MEDIA_PREFIX } from '../../http/public-media-urls.js';
import { escapeHtml, jsonForScript } from './html-escape.js';
import { languageHead, type PageLanguage } from './page-language.js';
import { BRAND, PAGE_WORDS } from './page-words.js';
import { venueJsonLd, type ReviewAggregate } from './venue-json-ld.js';

/** The web app's venue page (apps/web/src/shared/routes.ts, `paths.venue`). */
export const venuePagePath = (id: string) => `/venue/${encodeURIComponent(id)}`;

/** An image URL a crawler can fetch: ours against `base`, a user's http(s) one as it is. */
function absoluteImageUrl(url: string, base: string | undefined): string | undefined {
  if (url.startsWith(OWN_MEDIA_PREFIX)) return base === undefined ? undefined : base + url;
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/**
 * The `<head>` tags of a venue's page, for crawlers and link previews that run no JavaScript:
 * title and description as the web app sets them (docs/spec-deviations.md, row 27), in the page's
 * language around the host's own words, canonical link (the page itself: prefixed when its URL
 * named the language), Open Graph with its locales, the `hreflang` alternates, Twitter card and
 * the JSON-LD `VacationRental`. Every user-written value is escaped here. `base` is the public
 * origin; without one, tags that need an absolute URL are left out.
 */
export function venueHead(
  venue: Venue,
  base: string | undefined,
  aggregate: ReviewAggregate | null,
  language: Pick<PageLanguage, 'locale' | 'named'> = { locale: 'en', named: false },
): string {
  const title = PAGE_WORDS[language.locale].title(venue.name);
  const description = venueMetaDescription(venue, language.locale);
  const path = venuePagePath(venue.id);
  const url =
    base === undefined
      ? undefined
      : base + (language.named ? localePath(language.locale, path) : path);
  const media = venue.media.length > 0 ? venue.media : [DEFAULT_VENUE_IMAGE];
  const images = media.flatMap((item) => {
    const absolute = absoluteImageUrl(item.url, base);
    return absolute === undefined ? [] : [{ url: absolute, alt: item.alt }];
  });
  const image = images[0];

  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    url === undefined ? '' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...languageHead({ ...language, path }, base),
    meta('property', 'og:image', image?.url),
    meta('property', 'og:image:alt', image ? image.alt || venue.name : undefined),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image?.url),
    `<script type="application/ld+json">${jsonForScript(
      venueJsonLd(venue, { url, images: images.map((item) => item.url), aggregate }),
    )}</script>`,
  ]
    .filter((tag) => tag !== '')
    .join('\n    ');
}
