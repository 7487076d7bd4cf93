import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiReadUrl, venueDetailRead } from '@holidaze/domain';
import { createUser, listVenue, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Each page in its language (docs/decisions/037-languages.md, docs/api.md "Pages in each
 * language"): `/nb/…` and `/en/…` name it, an unprefixed URL negotiates it (the `holidaze_lang`
 * cookie, then Accept-Language, then English), and the HTML the server sends is in it from its
 * first paint: `<html lang>`, the app shell's words, the head, and the catalogues it preloads.
 */
const PUBLIC_URL = 'https://holidaze.example';
/** The web app's own index.html, as the build keeps its shell and head. */
const INDEX_HTML = readFileSync(
  new URL('../../../web/index.html', import.meta.url),
  'utf8',
).replace(
  '<script type="module" src="/src/main.tsx"></script>',
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
);
const CATALOGS = ['home', 'browse', 'venue', 'booking', 'static-pages'];
const catalogKey = (name: string, locale: string) => `src/features/${name}/locales/${locale}.po`;
/** Shaped like Vite's manifest: pages, and each catalogue a chunk of its own per language. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/features/home/home-page.tsx': { file: 'assets/home-page.js', imports: ['index.html'] },
  'src/features/browse/browse-page.tsx': { file: 'assets/browse-page.js', imports: ['index.html'] },
  'src/features/venue/venue-page.tsx': { file: 'assets/venue-page.js', imports: ['index.html'] },
  ...Object.fromEntries(
    CATALOGS.flatMap((name) =>
      ['en', 'nb'].map((locale) => [
        catalogKey(name, locale),
        { file: `assets/${name}-${locale}.js`, isDynamicEntry: true },
      ]),
    ),
  ),
};

/** The catalogues a page preloads, as `name-locale`. */
const catalogsIn = (html: string) =>
  [...html.matchAll(/modulepreload" crossorigin href="\/assets\/([\w-]+-(?:en|nb))\.js"/g)].map(
    (match) => match[1],
  );
const langOf = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map(
    (match) => match[1],
  );
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      (match) => [match[1], match[2]],
    ),
  );
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/**
 * The head of `path` served in `lang`: a link to it in each language and unprefixed, its own
 * canonical, and its Open Graph locale with the other one as the alternate.
 */
const expectLanguageHead = (html: string, path: string, lang: 'nb' | 'en') => {
  expect(alternates(html)).toEqual({
    nb: `${PUBLIC_URL}/nb${path}`,
    en: `${PUBLIC_URL}/en${path}`,
    'x-default': `${PUBLIC_URL}${path}`,
  });
  expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/${lang}${path}`);
  const [own, other] = lang === 'nb' ? ['nb_NO', 'en_GB'] : ['en_GB', 'nb_NO'];
  expect(meta(html, 'og:locale')).toEqual([own]);
  expect(meta(html, 'og:locale:alternate')).toEqual([other]);
};
/** The app shell's logo link: where it leads and what a screen reader calls it. */
const logoOf = (html: string) => {
  const tag = /<a\b[^>]*class="site-logo"[^>]*>/.exec(html)![0];
  return { href: /href="([^"]*)"/.exec(tag)?.[1], label: /aria-label="([^"]*)"/.exec(tag)?.[1] };
};
const varies = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .split(/,\s*/);

describe('pages in their language', () => {
  const dist = mkdtempSync(join(tmpdir(), 'holidaze-dist-'));
  let t: TestApp;
  let venueId: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** The page at `url`, served (200) in `lang`. */
  const pageIn = async (lang: string, url: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(langOf(response.body)).toBe(lang);
    return response;
  };

  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await startTestApp('pglite', { webDistDir: dist, publicUrl: PUBLIC_URL });
    const host = await createUser(t.app, 'LanguageHost', { venueManager: true });
    venueId = await listVenue(t.app, host, {
      name: 'Fjord Cabin',
      description: 'A quiet cabin by the water.',
      location: { city: 'Bergen', country: 'Norway' },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves /nb/venue/:id in Norwegian: lang, title, description, links to each language, its words', async () => {
    const response = await pageIn('nb', `/nb/venue/${venueId}`);
    const html = response.body;
    // The host's name and description as written; the words around them Norwegian.
    expect(html).toContain('<title>Fjord Cabin | Holidaze</title>');
    expect(meta(html, 'description')).toEqual([
      'Fjord Cabin i Bergen, Norway. A quiet cabin by the water.',
    ]);
    expectLanguageHead(html, `/venue/${venueId}`, 'nb');
    expect(meta(html, 'og:url')).toEqual([`${PUBLIC_URL}/nb/venue/${venueId}`]);
    expect(catalogsIn(html)).toEqual(['venue-nb', 'booking-nb']);
    // The web app under /nb/ reads the API without a prefix: the preload is that same URL.
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api${apiReadUrl(venueDetailRead(venueId)).replaceAll('&', '&amp;')}" />`,
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/venue-page.js" />');
    // The shell's first paint: Norwegian words, and home as the app's header links it under /nb.
    expect(logoOf(html)).toEqual({ href: '/nb', label: 'Holidaze forside' });
    // The URL fixes the language: the answer is the same for every cookie and browser.
    expect(varies(response.headers.vary)).not.toContain('accept-language');
  });

  it('serves /en/browse in English, with its own canonical and the alternates of Browse', async () => {
    const html = (await pageIn('en', '/en/browse', { 'accept-language': 'nb-NO,nb;q=0.9' })).body;
    expect(html).toContain('<title>Holidaze</title>');
    expect(meta(html, 'description')).toEqual([
      'Holidaze: find your perfect stay. Book venues and holiday homes worldwide.',
    ]);
    expectLanguageHead(html, '/browse', 'en');
    expect(catalogsIn(html)).toEqual(['browse-en']);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/browse-page.js" />',
    );
    expect(logoOf(html)).toEqual({ href: '/en', label: 'Holidaze home' });
  });

  it('lets the URL win over a Norwegian cookie and browser', async () => {
    const headers = { 'accept-language': 'nb-NO,nb;q=0.9', cookie: 'holidaze_lang=nb' };
    const html = (await pageIn('en', `/en/venue/${venueId}`, headers)).body;
    expect(meta(html, 'description')).toEqual([
      'Fjord Cabin in Bergen, Norway. A quiet cabin by the water.',
    ]);
    expect(catalogsIn(html)).toEqual(['venue-en', 'booking-en']);
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/en/venue/${venueId}`);
  });

  it('negotiates an unprefixed page from Accept-Language, by its weights, and says it varies', async () => {
    for (const accept of [
      'nb-NO',
      'nb-NO,nb;q=0.9,en;q=0.8',
      'en;q=0.5, no;q=0.9',
      'de, nn;q=0.1',
    ]) {
      const response = await get('/', { 'accept-language': accept });
      const html = response.body;
      expect(langOf(html), accept).toBe('nb');
      expect(catalogsIn(html), accept).toEqual(['home-nb']);
      expect(meta(html, 'og:locale'), accept).toEqual(['nb_NO']);
      // Unprefixed, the app's header links home as `/`, and the head points at every language.
      expect(logoOf(html), accept).toEqual({ href: '/', label: 'Holidaze forside' });
      expect(alternates(html)['x-default'], accept).toBe(`${PUBLIC_URL}/`);
      expect(canonicalOf(html), accept).toBeUndefined();
      expect(varies(response.headers.vary), accept).toEqual(
        expect.arrayContaining(['accept-language', 'cookie']),
      );
    }
    for (const accept of ['en-GB,nb;q=0.5', 'de-DE,fr', '']) {
      const html = (await get('/', accept ? { 'accept-language': accept } : {})).body;
      expect(langOf(html), accept).toBe('en');
      expect(catalogsIn(html), accept).toEqual(['home-en']);
    }
  });

  it('keeps the saved choice (the cookie) over the browser, on every unprefixed page', async () => {
    const headers = { 'accept-language': 'en-GB,en;q=0.9', cookie: 'theme=dark; holidaze_lang=nb' };
    const venue = await pageIn('nb', `/venue/${venueId}`, headers);
    expect(meta(venue.body, 'description')).toEqual([
      'Fjord Cabin i Bergen, Norway. A quiet cabin by the water.',
    ]);
    // Unprefixed, the canonical is the page's unprefixed address, as before.
    expect(canonicalOf(venue.body)).toBe(`${PUBLIC_URL}/venue/${venueId}`);
    expect(varies(venue.headers.vary)).toEqual(
      expect.arrayContaining(['accept-language', 'cookie']),
    );
    const about = await pageIn('nb', '/about', headers);
    expect(catalogsIn(about.body)).toEqual(['static-pages-nb']);
    expect(meta(about.body, 'description')).toEqual([
      'Holidaze: finn ditt perfekte opphold. Book steder og feriehus over hele verden.',
    ]);
    await pageIn('en', '/about', { ...headers, cookie: 'holidaze_lang=en' });
  });

  it('serves every page under /nb/ and /en/ as without a prefix, and the API only without', async () => {
    for (const url of ['/nb', '/nb/', '/en/', '/nb/about', '/nb/venue/not-a-uuid', '/en/login']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(langOf(response.body), url).toBe(url.slice(1, 3));
    }
    expect(catalogsIn((await get('/nb/')).body)).toEqual(['home-nb']);
    expect(canonicalOf((await get('/nb/')).body)).toBe(`${PUBLIC_URL}/nb/`);
    expect(alternates((await get('/nb/about')).body)).toEqual({
      nb: `${PUBLIC_URL}/nb/about`,
      en: `${PUBLIC_URL}/en/about`,
      'x-default': `${PUBLIC_URL}/about`,
    });
    for (const url of ['/nb/api/holidaze/venues', '/en/media/missing.svg', '/nb/missing.png']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404 });
    }
  });

  it('takes an unknown prefix (/de/…) for an unknown page, as before: no language of its own', async () => {
    const response = await pageIn('en', '/de/browse', { 'accept-language': 'de-DE,de;q=0.9' });
    // Not Browse: the app's 404 page, with only the app's own words.
    expect(catalogsIn(response.body)).toEqual([]);
    expect(response.body).not.toContain('browse-page.js');
    expect(alternates(response.body)['x-default']).toBe(`${PUBLIC_URL}/de/browse`);
  });

  it('merges its Vary with compression’s, and escapes a hostile path in its links', async () => {
    const compressed = await get('/about', { 'accept-encoding': 'gzip' });
    expect(varies(compressed.headers.vary)).toEqual(
      expect.arrayContaining(['accept-language', 'cookie', 'accept-encoding']),
    );
    const hostile = await get('/nb/x%22%3E%3Cscript%3E/"><script>alert(1)</script>');
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert(1)');
  });
});
