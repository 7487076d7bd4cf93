import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_FILTERS,
  DEFAULT_SORT_KEY,
  FIRST_PHOTO_ID,
  FIRST_WORDS_ID,
  HOME_HERO_SIZES,
  VENUE_CARD_SIZES,
  apiReadUrl,
  venueDetailRead,
  venueSearchRead,
  venueShelfRead,
  type ApiRead,
} from '@holidaze/domain';
import {
  createUser,
  listVenue,
  startTestApp,
  type TestApp,
} from '../../../test/api/support/test-app.js';
import { PAGE_WORDS } from './page-words.js';

describe('serving the built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'holidaze-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head><meta name="description" content="Generic" /><title>Holidaze</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${' '.repeat(4_000)}</body></html>`,
    );
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-1a2b3c.js', isEntry: true },
        'src/features/home/home-page.tsx': {
          file: 'assets/home-page-4d5e6f.js',
          imports: ['index.html'],
          css: ['assets/home-page-4d5e6f.css'],
        },
        'src/features/browse/browse-page.tsx': {
          file: 'assets/browse-page-7a8b9c.js',
          imports: ['index.html'],
        },
      }),
    );
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    t = await startTestApp('pglite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a deep link with index.html, compressed and revalidated', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/venue/123?guests=2',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('gzip');
    // Its head names this site's absolute URLs from the Host: no shared cache keeps it.
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("names Home's and Browse's own code in their pages, and only there", async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    const browse = await t.app.inject({ method: 'GET', url: '/browse?q=bergen' });
    const other = await t.app.inject({ method: 'GET', url: '/about' });
    for (const response of [home, browse, other]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      // The generic head, in the page's language.
      expect(response.body).toContain(
        `<meta name="description" content="${PAGE_WORDS.en.description}" />`,
      );
    }
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-4d5e6f.js" />',
    );
    expect(home.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/home-page-4d5e6f.css" />',
    );
    expect(home.body.indexOf('home-page-4d5e6f.js')).toBeGreaterThan(
      home.body.indexOf('/assets/app-1a2b3c.js'),
    );
    expect(home.body).not.toContain('browse-page');
    expect(browse.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/browse-page-7a8b9c.js" />',
    );
    expect(other.body).not.toContain('modulepreload');
  });

  it('preloads the photo Home and Browse draw first, at the width each draws it', async () => {
    const host = await createUser(t.app, 'FirstPhotoHost', { venueManager: true });
    const upload = `https://cdn.example/media/u/${'ab'.repeat(16)}`;
    await listVenue(t.app, host, {
      name: 'First',
      description: 'The only venue',
      price: 100,
      maxGuests: 2,
      media: [{ url: `${upload}/1600.jpg`, alt: 'First' }],
    });
    const preload = (sizes: string, media = '') =>
      `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="${upload}/400.avif 400w, ${upload}/800.avif 800w, ${upload}/1600.avif 1600w" imagesizes="${sizes}"${media} />`;
    const home = await t.app.inject({ method: 'GET', url: '/' });
    const browse = await t.app.inject({ method: 'GET', url: '/browse' });
    const filtered = await t.app.inject({ method: 'GET', url: '/browse?q=bergen' });
    expect(home.body).toContain(preload(HOME_HERO_SIZES));
    // Below a phone's fold: for wider screens only.
    expect(browse.body).toContain(preload(VENUE_CARD_SIZES, ' media="(min-width: 600px)"'));
    expect(filtered.body).not.toContain('as="image"');
  });

  it("draws Home's first photo in its page, as the hero's picture will ask for it", async () => {
    const host = await createUser(t.app, 'ShellPhotoHost', { venueManager: true });
    await listVenue(t.app, host, {
      name: 'Shell',
      description: 'Drawn before the script',
      price: 100,
      maxGuests: 2,
      media: [{ url: `https://cdn.example/media/u/${'cd'.repeat(16)}/1600.jpg`, alt: 'Shell' }],
    });
    // Whichever venue the hero shows first: the top read's first.
    const top = await t.app.inject({
      method: 'GET',
      url: `/api${apiReadUrl(venueShelfRead('top'))}`,
    });
    const upload = (top.json().data[0].media[0].url as string).replace(/\/[^/]+$/, '');
    const widths = (format: string) =>
      `${upload}/400.${format} 400w, ${upload}/800.${format} 800w, ${upload}/1600.${format} 1600w`;
    for (const url of ['/', '/nb', '/en/']) {
      const home = await t.app.inject({ method: 'GET', url });
      const shell = /<div id="first-photo"[\s\S]*?<\/div>/.exec(home.body)?.[0];
      // Drawn in the body, hidden from screen readers, with the preload's AVIF widths and sizes.
      expect(home.body.indexOf(shell!)).toBeGreaterThan(home.body.indexOf('<body>'));
      expect(shell).toContain('aria-hidden="true"');
      expect(shell).toContain(
        `<source type="image/avif" srcset="${widths('avif')}" sizes="${HOME_HERO_SIZES}" />`,
      );
      expect(shell).toContain(`srcset="${widths('jpg')}" sizes="${HOME_HERO_SIZES}"`);
      expect(home.body).toContain(
        `imagesrcset="${widths('avif')}" imagesizes="${HOME_HERO_SIZES}"`,
      );
    }
    const browse = await t.app.inject({ method: 'GET', url: '/browse' });
    expect(browse.body).not.toContain(`id="${FIRST_PHOTO_ID}"`);
  });

  it("draws Browse's first words in its page, in the page's language, and on no other page", async () => {
    for (const [url, locale] of [
      ['/browse', 'en'],
      ['/browse?q=Oslo', 'en'],
      ['/nb/browse', 'nb'],
    ] as const) {
      const browse = await t.app.inject({ method: 'GET', url });
      const shell = new RegExp(`<div id="${FIRST_WORDS_ID}"[\\s\\S]*?</div>`).exec(
        browse.body,
      )?.[0];
      expect(browse.body.indexOf(shell!), url).toBeGreaterThan(browse.body.indexOf('<body>'));
      expect(shell).toContain('aria-hidden="true"');
      const { title, text } = PAGE_WORDS[locale].browsePromo;
      expect(shell).toContain(`<p class="first-words-title">${title}</p><p>${text}</p>`);
    }
    for (const url of ['/', '/about']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.body, url).not.toContain(`id="${FIRST_WORDS_ID}"`);
    }
  });

  it("starts each page's first read with the page, at the URL the web app asks for", async () => {
    const host = await createUser(t.app, 'FirstReadHost', { venueManager: true });
    const venueId = await listVenue(t.app, host);
    const fetchPreload = (read: ApiRead) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api${apiReadUrl(read).replaceAll('&', '&amp;')}" />`;
    const pages = {
      '/': venueShelfRead('top'),
      '/browse': venueSearchRead({
        filters: DEFAULT_SEARCH_FILTERS,
        sort: DEFAULT_SORT_KEY,
        page: 1,
      }),
      [`/venue/${venueId}`]: venueDetailRead(venueId),
    };
    for (const [url, read] of Object.entries(pages)) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body, url).toContain(fetchPreload(read));
      // What the preload fetches is the API's own answer.
      const answer = await t.app.inject({ method: 'GET', url: `/api${apiReadUrl(read)}` });
      expect(answer.statusCode, url).toBe(200);
    }
    const filtered = await t.app.inject({ method: 'GET', url: '/browse?q=bergen' });
    expect(filtered.body).not.toContain('as="fetch"');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths, missing files and other methods with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/media/missing.svg'],
      ['GET', '/missing.png'],
      ['POST', '/browse'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({
        statusCode: 404,
        errors: [{ message: expect.any(String) }],
      });
    }
  });
});
