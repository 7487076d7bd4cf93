import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapRoutes } from '../../src/features/page-heads/sitemap-routes.js';
import { describeEachEngine } from '../support/index.js';
import { insertProfile, storedVenue } from '../support/test-rows.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Search engines and sharing (docs/api.md, "Pages for search engines and link previews"): a venue's
 * page arrives with its own head (title, description, Open Graph, JSON-LD) for clients that run no
 * JavaScript, and /sitemap.xml lists every venue.
 */
const PUBLIC_URL = 'https://holidaze.example';
const HOSTILE = '</script><script>alert(1)</script>';
/** Shaped like Vite's build of apps/web/index.html. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Holidaze: find your perfect stay. Book venues and holiday homes worldwide."
    />
    <title>Holidaze</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Shaped like Vite's manifest of that build: the venue page is a chunk of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/features/venue/venue-page.tsx': {
    file: 'assets/venue-page-def456.js',
    imports: ['index.html'],
    css: ['assets/venue-page-def456.css'],
  },
};

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
/** Each page's URLs in the sitemap: in English, then in Norwegian. */
const inEachLanguage = (base: string, path: string) => [`${base}/en${path}`, `${base}/nb${path}`];

/** Every tag closed in order, one root, no bare `&`: enough of XML for what we write. */
function expectWellFormedXml(xml: string, root: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  let roots = 0;
  for (const [, closing, name, empty] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (empty) {
      expect(stack.length).toBeGreaterThan(0);
    } else {
      if (stack.length === 0) roots += 1;
      stack.push(name!);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  expect(
    body
      .trimStart()
      .startsWith(
        `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${
          root === 'urlset' ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
        }>`,
      ),
  ).toBe(true);
  expect(body).not.toMatch(/&(?!(?:amp|lt|gt|quot|#39);)/);
}

describeEachEngine('link previews and the sitemap', (engine) => {
  const dist = mkdtempSync(join(tmpdir(), 'holidaze-dist-'));
  let t: TestApp;
  let ownerId: string;
  let venueId: string;
  let hostileId: string;

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await startTestApp(engine, { webDistDir: dist, publicUrl: PUBLIC_URL });
    ownerId = await insertProfile(t.db, 'preview_host');
    const insert = (values: { name: string; description: string; media: object[] }) =>
      t.db
        .insertInto('venues')
        .values({
          owner_id: ownerId,
          ...values,
          media: JSON.stringify(values.media),
          price: 1450,
          max_guests: 5,
          wifi: true,
          city: 'Bergen',
          country: 'Norway',
          lat: 60.39,
          lng: 5.32,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    venueId = (
      await insert({
        name: 'Fjord Cabin',
        description: 'A quiet cabin by the water, with a sauna and a boat.',
        media: [{ url: '/media/venues/1.svg', alt: 'The cabin' }],
      })
    ).id;
    hostileId = (
      await insert({
        name: HOSTILE,
        description: `"><img src=x onerror=alert(2)> \u2028 ${HOSTILE}`,
        media: [{ url: 'https://img.example/a.jpg?x="><script>', alt: HOSTILE }],
      })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves a venue's page with its title, description, Open Graph and JSON-LD", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/venue/${venueId}?guests=2` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const url = `${PUBLIC_URL}/venue/${venueId}`;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Fjord Cabin | Holidaze</title>');
    expect(meta(html, 'description')).toBe(
      'Fjord Cabin in Bergen, Norway. A quiet cabin by the water, with a sauna and a boat.',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:title')).toBe('Fjord Cabin | Holidaze');
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/media/venues/1.svg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // The app's own script is still there.
    expect(html).toContain('/assets/index-abc123.js');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'VacationRental',
      name: 'Fjord Cabin',
      identifier: venueId,
      url,
      address: { addressLocality: 'Bergen', addressCountry: 'Norway' },
      geo: { latitude: 60.39, longitude: 5.32 },
      image: [`${PUBLIC_URL}/media/venues/1.svg`],
      containsPlace: { occupancy: { maxValue: 5 } },
      offers: { '@type': 'Offer', price: 1450, priceCurrency: 'NOK' },
    });
    expect(jsonLdOf(html)).not.toHaveProperty('aggregateRating');
  });

  it("starts the first photo and the page's code from the head, after the app's own script", async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/venue/${venueId}` })).body;
    const script = html.indexOf('<script type="module" crossorigin src="/assets/index-abc123.js">');
    const late = [
      `<link rel="preload" as="image" fetchpriority="high" href="${PUBLIC_URL}/media/venues/1.svg" />`,
      '<link rel="modulepreload" crossorigin href="/assets/venue-page-def456.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/venue-page-def456.css" />',
    ].map((tag) => html.indexOf(tag));
    expect(script).toBeGreaterThan(0);
    for (const at of late) {
      expect(at).toBeGreaterThan(script);
      expect(at).toBeLessThan(html.indexOf('</head>'));
    }
    // The entry is the page's script already, not a preload.
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-abc123.js"');
    // The cover itself is drawn in the body, before any script (decision 038), hidden from readers.
    const drawn = `<div id="first-photo" data-page="venue" aria-hidden="true"><img src="${PUBLIC_URL}/media/venues/1.svg" alt="" width="1200" height="800" fetchpriority="high" /></div>`;
    expect(html.indexOf(drawn)).toBeGreaterThan(html.indexOf('<body'));
  });

  it('gives search engines the rating of published guest reviews, once there are any', async () => {
    await t.db
      .updateTable('venues')
      .set({
        review_count: 3,
        review_rating: 4.33,
        review_cleanliness: 4,
        review_accuracy: 5,
        review_location: 4,
        review_value: 4,
      })
      .where('id', '=', venueId)
      .execute();
    const html = (await t.app.inject({ method: 'GET', url: `/venue/${venueId}` })).body;
    expect(jsonLdOf(html)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.33, reviewCount: 3 },
    });
    await t.db.updateTable('venues').set({ review_count: 0 }).where('id', '=', venueId).execute();
  });

  it('escapes a hostile name, description and image URL', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/venue/${hostileId}` })).body;
    // The app's script and the JSON-LD: no element opened by the venue's text.
    expect(html.match(/<script/g)).toHaveLength(2);
    // One image: the cover drawn before the script (decision 038), its address escaped.
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).toContain(
      '<img src="https://img.example/a.jpg?x=&quot;&gt;&lt;script&gt;" alt=""',
    );
    expect(html).not.toContain('\u2028');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Holidaze',
    );
    expect(meta(html, 'og:image')).toBe('https://img.example/a.jpg?x=&quot;&gt;&lt;script&gt;');
    expect(jsonLdOf(html)).toMatchObject({
      name: HOSTILE,
      image: ['https://img.example/a.jpg?x="><script>'],
    });
  });

  it('sends the generic page for an unknown, invalid or deleted venue', async () => {
    for (const url of [
      '/venue/00000000-0000-4000-8000-000000000000',
      '/venue/not-a-uuid',
      `/venue/${venueId}/extra`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Holidaze</title>');
      expect(response.body, url).not.toContain('application/ld+json');
    }
  });

  it('lists Home, Browse and every venue in each language in /sitemap.xml, named by /robots.txt', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.headers['content-encoding']).toBe('gzip');
    const xml = gunzipSync(response.rawPayload).toString('utf8');
    expectWellFormedXml(xml, 'urlset');
    expect(locs(xml)).toEqual([
      ...inEachLanguage(PUBLIC_URL, '/'),
      ...inEachLanguage(PUBLIC_URL, '/browse'),
      ...[venueId, hostileId].sort().flatMap((id) => inEachLanguage(PUBLIC_URL, `/venue/${id}`)),
    ]);
    // Each URL names the page in every language and its unprefixed address.
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en/venue/${venueId}"/>`,
      `<xhtml:link rel="alternate" hreflang="nb" href="${PUBLIC_URL}/nb/venue/${venueId}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/venue/${venueId}"/>`,
    ].join('');
    for (const loc of inEachLanguage(PUBLIC_URL, `/venue/${venueId}`)) {
      expect(xml).toMatch(
        new RegExp(`<url><loc>${loc}</loc><lastmod>[^<]+</lastmod>${alternates}</url>`),
      );
    }
    const updated = await storedVenue(t.db, venueId);
    expect(xml).toContain(
      `<loc>${PUBLIC_URL}/nb/venue/${venueId}</loc><lastmod>${new Date(updated.updated_at).toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`,
    );
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const area of ['/user/', '/nb/user/', '/en/admin/', '/nb/notifications']) {
      expect(robots.body).toContain(`Disallow: ${area}\n`);
    }
  });

  it('splits a large sitemap into an index of numbered files, paged by keyset', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t.db
        .insertInto('venues')
        .values({
          owner_id: ownerId,
          name: `Extra ${i}`,
          description: 'x',
          media: '[]',
          price: 1,
          max_guests: 1,
        })
        .execute();
    }
    const all = (await t.db.selectFrom('venues').select('id').orderBy('id').execute()).flatMap(
      (row) => inEachLanguage(PUBLIC_URL, `/venue/${row.id}`),
    );
    const app = Fastify();
    sitemapRoutes(app, {
      db: t.db,
      publicUrl: PUBLIC_URL,
      staticRobots: false,
      // Three venues a file: each is a URL per language.
      urlsPerSitemap: 6,
      batchSize: 2,
    });
    const get = (url: string) => app.inject({ method: 'GET', url });
    const index = await get('/sitemap.xml');
    expectWellFormedXml(index.body, 'sitemapindex');
    expect(locs(index.body)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/venues-1.xml`,
      `${PUBLIC_URL}/sitemaps/venues-2.xml`,
    ]);
    const pages = await get('/sitemaps/pages.xml');
    expect(locs(pages.body)).toEqual([
      ...inEachLanguage(PUBLIC_URL, '/'),
      ...inEachLanguage(PUBLIC_URL, '/browse'),
    ]);
    const first = await get('/sitemaps/venues-1.xml');
    const second = await get('/sitemaps/venues-2.xml');
    expectWellFormedXml(second.body, 'urlset');
    expect([...locs(first.body), ...locs(second.body)]).toEqual(all);
    expect((await get('/sitemaps/venues-3.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/venues-0.xml')).statusCode).toBe(404);
    await app.close();
  });
});

/**
 * Without PUBLIC_URL a page's canonical, Open Graph and JSON-LD URLs, the sitemap's and the
 * robots.txt's follow the request's Host: a forged one must not reach a shared cache, where every
 * later visitor and crawler would get the attacker's URLs. With PUBLIC_URL the Host is ignored
 * and the answers may be cached publicly.
 */
describe('URLs from the Host header are never cached publicly', () => {
  const dist = mkdtempSync(join(tmpdir(), 'holidaze-dist-'));
  const FORGED = { host: 'attacker.example' };
  let t: TestApp;
  let withPublicUrl: TestApp;
  let venueId: string;

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    t = await startTestApp('pglite', { webDistDir: dist });
    withPublicUrl = await startTestApp('pglite', { webDistDir: dist, publicUrl: PUBLIC_URL });
    for (const app of [t, withPublicUrl]) {
      const ownerId = await insertProfile(app.db, 'cache_host');
      venueId = (
        await app.db
          .insertInto('venues')
          .values({
            id: '11111111-1111-4111-8111-111111111111',
            owner_id: ownerId,
            name: 'Harbour Loft',
            description: 'By the quay.',
            media: JSON.stringify([{ url: '/media/venues/2.svg', alt: 'The loft' }]),
            price: 900,
            max_guests: 2,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
  });
  afterAll(async () => {
    await t?.close();
    await withPublicUrl?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const sharedCacheMayKeep = (cacheControl: unknown) =>
    typeof cacheControl !== 'string' || !/\bprivate\b|\bno-store\b/.test(cacheControl);

  it('without PUBLIC_URL: the venue page, sitemap and robots.txt are private to the one who asked', async () => {
    for (const url of [
      `/venue/${venueId}`,
      `/nb/venue/${venueId}`,
      '/',
      '/nb/about',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/robots.txt',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: FORGED });
      expect(response.statusCode, url).toBe(200);
      // The Host is what the URLs follow here, which is why nobody else may be given them.
      expect(response.body, url).toContain('http://attacker.example/');
      expect(sharedCacheMayKeep(response.headers['cache-control']), url).toBe(false);
    }
  });

  it('with PUBLIC_URL: the Host is ignored and the answers may be cached publicly', async () => {
    for (const url of [`/venue/${venueId}`, '/en/', '/sitemap.xml', '/robots.txt']) {
      const response = await withPublicUrl.app.inject({ method: 'GET', url, headers: FORGED });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('attacker.example');
      expect(response.body, url).toContain(`${PUBLIC_URL}/`);
      expect(sharedCacheMayKeep(response.headers['cache-control']), url).toBe(true);
    }
  });
});
