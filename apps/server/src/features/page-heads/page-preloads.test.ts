import { readFileSync } from 'node:fs';
import { VENUE_COVER_SIZES, type Venue } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import {
  PAGE_CATALOGS,
  catalogPreloads,
  pageCatalogs,
  pageCodePreloads,
  venuePhotoPreload,
  venuePhotoUrl,
  type BuildManifest,
} from './page-preloads.js';

/** Shaped like Vite's manifest: the entry, a lazily loaded page and the chunks they share. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_runtime-1.js', '_react-1.js'],
    isEntry: true,
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_react-1.js': { file: 'assets/react-1.js', imports: ['_runtime-1.js'] },
  'src/features/venue/venue-page.tsx': {
    file: 'assets/venue-page-1.js',
    imports: ['_runtime-1.js', 'index.html', '_format-1.js', '_stars-1.js'],
    css: ['assets/venue-page-1.css'],
  },
  '_format-1.js': { file: 'assets/format-1.js', imports: ['_react-1.js'] },
  '_stars-1.js': {
    file: 'assets/stars-1.js',
    imports: ['_format-1.js'],
    css: ['assets/stars-1.css'],
  },
  'src/features/venue/map/venue-map.tsx': { file: 'assets/venue-map-1.js', isEntry: false },
};

const venue = (media: Venue['media']) => ({ media }) as Venue;

describe('pageCodePreloads', () => {
  it("names the page's own chunks and stylesheets, each once, and nothing the entry loads", () => {
    const tags = pageCodePreloads(manifest, 'src/features/venue/venue-page.tsx');
    expect(tags.split('\n').map((tag) => tag.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/venue-page-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/format-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/stars-1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/venue-page-1.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/stars-1.css" />',
    ]);
  });

  it('names nothing for a build without a manifest or a module it does not know', () => {
    expect(pageCodePreloads(undefined, 'src/features/venue/venue-page.tsx')).toBe('');
    expect(pageCodePreloads(manifest, 'src/features/venue/renamed-page.tsx')).toBe('');
  });
});

describe('the catalogues a page preloads', () => {
  it('are the lists the web app’s router loads with each page', () => {
    const router = readFileSync(
      new URL('../../../../web/src/app/router.tsx', import.meta.url),
      'utf8',
    );
    const routes = [
      ...router.matchAll(
        /(?:path: '([^']+)'|index: true),\s*(?:lazy|element): \w+\(\s*\(\) => import\('[^']+'\),\s*\[([^\]]*)\]/g,
      ),
    ];
    const lists = Object.fromEntries(
      routes.map(([, path, names]) => [
        (path ?? '').split('/')[0]!,
        [...names!.matchAll(/'([^']+)'/g)].map((name) => name[1]),
      ]),
    );
    expect(Object.keys(lists).length).toBeGreaterThan(10);
    expect(PAGE_CATALOGS).toEqual(lists);
  });

  it('are the page’s features’, and none for a path no page has', () => {
    expect(pageCatalogs('/venue/1')).toEqual(['venue', 'booking']);
    expect(pageCatalogs('/')).toEqual(['home']);
    expect(pageCatalogs('/nowhere')).toEqual([]);
    expect(pageCatalogs('/constructor')).toEqual([]);
  });

  it('are the chunks of the page’s language only', () => {
    const built: BuildManifest = {
      ...manifest,
      'src/features/home/locales/nb.po': { file: 'assets/home-nb.js' },
      'src/features/home/locales/en.po': { file: 'assets/home-en.js' },
    };
    expect(catalogPreloads(built, 'nb', '/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-nb.js" />',
    );
    expect(catalogPreloads(built, 'en', '/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-en.js" />',
    );
    expect(catalogPreloads(undefined, 'nb', '/')).toBe('');
  });
});

describe('venuePhotoUrl', () => {
  const base = 'https://holidaze.example';

  it('is the URL the API sends for the first photo: ours absolute, a user’s as it is', () => {
    expect(venuePhotoUrl(venue([{ url: '/media/venues/1.svg', alt: '' }]), base)).toBe(
      `${base}/media/venues/1.svg`,
    );
    expect(venuePhotoUrl(venue([{ url: '/media/venues/1.svg', alt: '' }]), undefined)).toBe(
      '/media/venues/1.svg',
    );
    expect(
      venuePhotoUrl(
        venue([
          { url: 'https://img.example/a.jpg', alt: '' },
          { url: '/media/venues/2.svg', alt: '' },
        ]),
        base,
      ),
    ).toBe('https://img.example/a.jpg');
  });

  it('is the default image for a venue without photos, and nothing for a URL no image has', () => {
    expect(venuePhotoUrl(venue([]), base)).toBe('/media/defaults/venue.svg');
    expect(venuePhotoUrl(venue([{ url: 'javascript:alert(1)', alt: '' }]), base)).toBeUndefined();
    expect(venuePhotoPreload(venue([{ url: 'javascript:alert(1)', alt: '' }]), base)).toBe('');
  });

  it("preloads an uploaded photo as the page will show it: its AVIF at the cover's width", () => {
    const upload = `https://holidaze.example/media/u/${'a'.repeat(64)}`;
    expect(venuePhotoPreload(venue([{ url: `${upload}/1600.jpg`, alt: '' }]), base)).toBe(
      `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="${upload}/400.avif 400w, ${upload}/800.avif 800w, ${upload}/1600.avif 1600w" imagesizes="${VENUE_COVER_SIZES}" />`,
    );
  });

  it('preloads it at high priority, escaped', () => {
    expect(
      venuePhotoPreload(venue([{ url: 'https://img.example/a.jpg?x="><b>', alt: '' }]), base),
    ).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="https://img.example/a.jpg?x=&quot;&gt;&lt;b&gt;" />',
    );
  });
});
