import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DEFAULT_SORT_KEY,
  DEFAULT_VENUE_IMAGE,
  HOME_HERO_SIZES,
  VENUE_CARD_SIZES,
  VENUE_COVER_SIZES,
  sortOptionFor,
  venueListQuerySchema,
  parseUploadedImageUrl,
  uploadedImageSrcSet,
  type Venue,
} from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { OWN_MEDIA_PREFIX, publicBaseUrl } from '../../http/public-media-urls.js';
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
): string {
  const url = venuePhotoUrl(venue, base);
  if (url === undefined) return '';
  const upload = parseUploadedImageUrl(url);
  if (upload) {
    const srcset = uploadedImageSrcSet(upload.base, 'avif');
    return `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" />`;
  }
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}" />`;
}

/**
 * The venue whose photo Home and Browse draw first, and how wide: the home hero's first slide
 * (the most booked venue, as `features/home` asks for it) and the first card of Browse's plain
 * page (its default sort).
 */
export const FIRST_PHOTOS = {
  home: { query: { sort: 'bookings', sortOrder: 'desc', limit: '1' }, sizes: HOME_HERO_SIZES },
  browse: {
    query: { ...sortOptionFor(DEFAULT_SORT_KEY), limit: '1' },
    sizes: VENUE_CARD_SIZES,
  },
} as const;

/**
 * The preload of the first photo a page shows (`venuePhotoPreload`), from one page query: without
 * it the photo, the page's largest paint, is asked for only once the script has run and the API
 * has answered. Empty when the query fails or finds no venue: the page works as before.
 */
export function firstPhotoPreload(db: Kysely<Database>, publicUrl: string | undefined) {
  const venues = createVenueRepository(db);
  return async (
    request: FastifyRequest,
    first: (typeof FIRST_PHOTOS)[keyof typeof FIRST_PHOTOS],
  ): Promise<string> => {
    try {
      const { venues: found } = await venues.page(
        venueListQuerySchema.parse(first.query),
        undefined,
      );
      const venue = found[0];
      if (!venue) return '';
      return venuePhotoPreload(venue, publicBaseUrl(request, publicUrl), first.sizes);
    } catch (error) {
      request.log.warn({ err: error }, 'page head: no photo preload');
      return '';
    }
  };
}
