import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DEFAULT_SEARCH_FILTERS,
  DEFAULT_SORT_KEY,
  DEFAULT_VENUE_IMAGE,
  HOME_HERO_SIZES,
  VENUE_CARD_SIZES,
  VENUE_COVER_SIZES,
  apiReadUrl,
  venueListQuerySchema,
  venueSearchRead,
  venueShelfRead,
  parseUploadedImageUrl,
  uploadedImageSrcSet,
  type ApiRead,
  type Locale,
  type Venue,
} from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { OWN_MEDIA_PREFIX } from '../../http/public-media-urls.js';
import { createVenueRepository } from '../venues/index.js';
import { escapeHtml } from './html-escape.js';

/**
 * The web app's page modules whose code the server names in their HTML, as the build's manifest
 * keys them (their source paths in apps/web): the pages people arrive at from outside.
 */
export const PAGE_MODULES = {
  home: 'src/features/home/home-page.tsx',
  browse: 'src/features/browse/browse-page.tsx',
  venue: 'src/features/venue/venue-page.tsx',
} as const;

/**
 * The features whose catalogues a page loads with its code, by its path's first segment (the lists
 * of apps/web/src/app/router.tsx, which page-preloads.test.ts compares with these). The app's own
 * catalogue comes with the web app's entry; an unknown path loads no other.
 */
export const PAGE_CATALOGS: Readonly<Record<string, readonly string[]>> = {
  '': ['home'],
  browse: ['browse'],
  venue: ['venue', 'booking'],
  login: ['auth'],
  register: ['auth'],
  about: ['static-pages'],
  contact: ['static-pages'],
  wishlists: ['wishlists', 'browse'],
  'forgot-password': ['auth'],
  'reset-password': ['auth'],
  'booking-success': ['booking'],
  notifications: ['notifications'],
  messages: ['messages'],
  user: ['traveller'],
  admin: ['host'],
};

/** The features' catalogues a page at `path` (unprefixed) loads with its code. */
export function pageCatalogs(path: string): string[] {
  const segment = path.split('/')[1] ?? '';
  return [...(Object.hasOwn(PAGE_CATALOGS, segment) ? PAGE_CATALOGS[segment]! : [])];
}

/** A feature's catalogue's source file in apps/web, as the build's manifest keys it. */
export const catalogModule = (name: string, locale: Locale): string =>
  `src/features/${name}/locales/${locale}.po`;

/**
 * Preloads of the page's features' catalogues in its language, found in the manifest as a page's
 * code is: its route loads them with its code, which would otherwise ask for them only once the
 * entry has run.
 */
export function catalogPreloads(
  manifest: BuildManifest | undefined,
  locale: Locale,
  path: string,
): string {
  return pageCatalogs(path)
    .map((name) => pageCodePreloads(manifest, catalogModule(name, locale)))
    .filter(Boolean)
    .join('\n    ');
}

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source file. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The web build's manifest, or undefined when the build has none (or an unreadable one). */
export function readBuildManifest(distDir: string): BuildManifest | undefined {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
}

/** `key` and every chunk it imports, depth first, each once. */
function closure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * `<link>` tags that fetch a lazily loaded page's code while the app's entry script still
 * downloads: the page's chunks (modulepreload) and stylesheets, less what the entry brings
 * already. Without them the page's code is asked for only once the entry has run, one round
 * trip later. Empty when the manifest does not know the module.
 */
export function pageCodePreloads(manifest: BuildManifest | undefined, pageModule: string): string {
  if (!manifest?.[pageModule]) return '';
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(entries.flatMap((key) => [...closure(manifest, key)]));
  const chunks = [...closure(manifest, pageModule)].filter((key) => !loaded.has(key));
  const scripts = chunks.map((key) => manifest[key]!.file);
  const styles = chunks.flatMap((key) => manifest[key]!.css ?? []);
  // `crossorigin` as Vite's own loader asks for them, or the browser fetches them twice.
  return [
    ...scripts.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
    ),
    ...styles.map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`,
    ),
  ].join('\n    ');
}

/**
 * The first photo of a venue's page (its largest paint), as the page will ask for it: the URL the
 * API sends (ours made absolute against `base`), or the default image when the venue has none.
 * Undefined for a URL that is neither ours nor http(s).
 */
export function venuePhotoUrl(venue: Venue, base: string | undefined): string | undefined {
  const first = venue.media[0];
  if (!first) return DEFAULT_VENUE_IMAGE.url;
  if (first.url.startsWith(OWN_MEDIA_PREFIX)) return (base ?? '') + first.url;
  return /^https?:\/\//i.test(first.url) ? first.url : undefined;
}

/**
 * A high-priority preload of a venue's first photo, before any script has run: the venue page's
 * cover, the home page's first hero slide or Browse's first card, each drawn at `sizes`. An
 * uploaded photo is preloaded as the page's <picture> will choose it, its AVIF at that width; a
 * browser without AVIF skips the preload rather than fetching a copy it will not show.
 */
export function venuePhotoPreload(
  venue: Venue,
  base: string | undefined,
  sizes: string = VENUE_COVER_SIZES,
  media?: string,
): string {
  const url = venuePhotoUrl(venue, base);
  if (url === undefined) return '';
  const screens = media ? ` media="${escapeHtml(media)}"` : '';
  const upload = parseUploadedImageUrl(url);
  if (upload) {
    const srcset = uploadedImageSrcSet(upload.base, 'avif');
    return `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"${screens} />`;
  }
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}"${screens} />`;
}

/**
 * A fetch preload of a read the page's script will make (the same URL to the byte, from the
 * domain's `ApiRead`s): the answer is on its way while the script still downloads, rather than
 * asked for once it has run. The web app's reads go to `/api` on its own origin and carry no
 * credentials, as `crossorigin="anonymous"` asks, or the browser would not use the preload.
 */
export function apiReadPreload(read: ApiRead): string {
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(`/api${apiReadUrl(read)}`)}" />`;
}

/**
 * What Home and Browse read first, and how wide they draw its first venue's photo: the home
 * hero's venues and the first page of Browse's plain list (no filters, its default sort).
 * Browse's first card is below the fold of a phone (under the search form, 847 px down at
 * 412 × 823), where its photo would only take bandwidth from the page's code: it is preloaded
 * for wider screens only.
 */
export const FIRST_READS = {
  home: { read: venueShelfRead('top'), sizes: HOME_HERO_SIZES, media: undefined },
  browse: {
    read: venueSearchRead({ filters: DEFAULT_SEARCH_FILTERS, sort: DEFAULT_SORT_KEY, page: 1 }),
    sizes: VENUE_CARD_SIZES,
    media: '(min-width: 600px)',
  },
} as const;

/**
 * The first venue of a page's first read, cut to one venue: what the server draws or preloads of
 * the page before its script runs (`venuePhotoPreload`, first-photo-shell.ts); without it the
 * photo, the page's largest paint, is asked for only once the script has run and the API has
 * answered. Undefined when the query fails or finds no venue: the page works as before.
 */
export function firstVenueReader(db: Kysely<Database>) {
  const venues = createVenueRepository(db);
  return async (
    request: FastifyRequest,
    first: (typeof FIRST_READS)[keyof typeof FIRST_READS],
  ): Promise<Venue | undefined> => {
    try {
      const { venues: found } = await venues.page(
        venueListQuerySchema.parse({ ...queryOf(first.read), limit: '1' }),
        undefined,
      );
      return found[0];
    } catch (error) {
      request.log.warn({ err: error }, 'page head: no first venue');
      return undefined;
    }
  };
}

/** The read's query as the API receives it: strings, the values left out that the URL leaves out. */
function queryOf(read: ApiRead): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(apiReadUrl(read).split('?')[1] ?? ''));
}
