import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, LOCALE_TAGS, localePath } from '@holidaze/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sendRouteNotFound } from '../../http/error-handler.js';
import { publicBaseUrl } from '../../http/public-media-urls.js';
import { hostDependentCacheControl } from './host-cache-control.js';
import { escapeHtml } from './html-escape.js';
import { createSitemapRepository, type VenueUrlRow } from './sitemap-repository.js';
import { venuePagePath } from './venue-head.js';

/** sitemaps.org: at most 50,000 URLs in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;
/** Venues read per query while a sitemap file is written. */
const BATCH_SIZE = 1_000;
/** The pages every sitemap starts with: Home and Browse (apps/web/src/shared/routes.ts). */
const FIXED_PAGES = ['/', '/browse'];
const SITEMAP_CACHE = 'public, max-age=600';
const ROBOTS_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const URLSET_NS = `${NS} xmlns:xhtml="http://www.w3.org/1999/xhtml"`;

const urlEntry = (loc: string, lastmod?: Date, alternates = '') =>
  `<url><loc>${escapeHtml(loc)}</loc>${
    lastmod ? `<lastmod>${new Date(lastmod).toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : ''
  }${alternates}</url>\n`;

const xhtmlLink = (hreflang: string, href: string) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;

/**
 * A page (`path` without a language) in each language, each URL naming the others and the
 * unprefixed address (`x-default`) as its alternates, as the page's own head does.
 */
function pageEntries(base: string, path: string, lastmod?: Date): string {
  const alternates =
    LOCALES.map((locale) => xhtmlLink(LOCALE_TAGS[locale], base + localePath(locale, path))).join(
      '',
    ) + xhtmlLink('x-default', base + path);
  return LOCALES.map((locale) =>
    urlEntry(base + localePath(locale, path), lastmod, alternates),
  ).join('');
}

/**
 * `/sitemap.xml` (sitemaps.org), and `/robots.txt` naming it. Every page is listed in each
 * language (`/en/…`, `/nb/…`), each with its alternates (`xhtml:link hreflang`, the unprefixed
 * address as `x-default`). Up to 50,000 URLs `/sitemap.xml` is the sitemap itself (Home, Browse,
 * then every venue with its `updated_at`); beyond that it is a sitemap index of
 * `/sitemaps/pages.xml` and `/sitemaps/venues-1.xml`, `-2`, … of 25,000 venues (50,000 URLs) each. A file is streamed as it is read, 1,000 venues a query by keyset on the primary
 * key, so no request holds more than one batch of rows. URLs are absolute against PUBLIC_URL
 * (or the request's origin, and then never cached publicly). A robots.txt in the web build, if one is ever added, wins.
 */
export function sitemapRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    publicUrl: string | undefined;
    staticRobots: boolean;
    /** Smaller in tests, to see the index and the keyset paging at work. */
    urlsPerSitemap?: number;
    batchSize?: number;
  },
) {
  const sitemap = createSitemapRepository(options.db);
  // Each page is a URL per language.
  const pagesPerFile = Math.max(
    1,
    Math.floor((options.urlsPerSitemap ?? URLS_PER_SITEMAP) / LOCALES.length),
  );
  const batchSize = options.batchSize ?? BATCH_SIZE;
  // Shared caches may keep these only when their URLs come from PUBLIC_URL, not the Host.
  const sitemapCache = hostDependentCacheControl(options.publicUrl, SITEMAP_CACHE);
  const robotsCache = hostDependentCacheControl(options.publicUrl, ROBOTS_CACHE);

  /** The origin to write, or a 404 for a request whose Host we would not echo. */
  const withBase =
    (answer: (base: string, request: FastifyRequest, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const base = publicBaseUrl(request, options.publicUrl);
      return base === undefined ? sendRouteNotFound(request, reply) : answer(base, request, reply);
    };

  /** A urlset of the fixed pages and/or the `count` venues from position `offset`, in each language. */
  async function sendUrlset(
    reply: FastifyReply,
    base: string,
    part: { fixed: boolean; offset: number; count: number },
  ) {
    const first =
      part.count > 0
        ? await sitemap.venueBatch({ offset: part.offset }, Math.min(batchSize, part.count))
        : [];
    if (!part.fixed && first.length === 0) return false;
    async function* xml() {
      yield `${HEAD}<urlset ${URLSET_NS}>\n`;
      if (part.fixed) for (const path of FIXED_PAGES) yield pageEntries(base, path);
      let batch: VenueUrlRow[] = first;
      let left = part.count;
      while (batch.length > 0) {
        yield batch.map((row) => pageEntries(base, venuePagePath(row.id), row.updated_at)).join('');
        left -= batch.length;
        if (left <= 0 || batch.length < batchSize) break;
        batch = await sitemap.venueBatch(
          { afterId: batch[batch.length - 1]!.id },
          Math.min(batchSize, left),
        );
      }
      yield '</urlset>\n';
    }
    reply.header('cache-control', sitemapCache).type(XML).send(Readable.from(xml()));
    return true;
  }

  // JSON Schema, not zod: the OpenAPI document takes it as it is (http/open-api.ts).
  const plain = { swaggerTransform: false as const };
  const xmlAnswer = {
    schema: { response: { 200: { description: 'A sitemap (XML)' } } },
    config: plain,
  };
  app.get(
    '/sitemap.xml',
    xmlAnswer,
    withBase(async (base, _request, reply) => {
      const venues = await sitemap.venueCount();
      if (venues + FIXED_PAGES.length <= pagesPerFile) {
        await sendUrlset(reply, base, { fixed: true, offset: 0, count: venues });
        return reply;
      }
      const files = ['/sitemaps/pages.xml'];
      for (let n = 1; n <= Math.ceil(venues / pagesPerFile); n += 1)
        files.push(`/sitemaps/venues-${n}.xml`);
      const entries = files.map(
        (path) => `<sitemap><loc>${escapeHtml(base + path)}</loc></sitemap>\n`,
      );
      return reply
        .header('cache-control', sitemapCache)
        .type(XML)
        .send(`${HEAD}<sitemapindex ${NS}>\n${entries.join('')}</sitemapindex>\n`);
    }),
  );

  app.get(
    '/sitemaps/:file',
    xmlAnswer,
    withBase(async (base, request, reply) => {
      const { file } = request.params as { file: string };
      const page = /^venues-([1-9]\d{0,5})\.xml$/.exec(file);
      const sent =
        file === 'pages.xml'
          ? await sendUrlset(reply, base, { fixed: true, offset: 0, count: 0 })
          : page !== null &&
            (await sendUrlset(reply, base, {
              fixed: false,
              offset: (Number(page[1]) - 1) * pagesPerFile,
              count: pagesPerFile,
            }));
      return sent ? reply : sendRouteNotFound(request, reply);
    }),
  );

  if (!options.staticRobots) {
    const text = { schema: { response: { 200: { description: 'robots.txt' } } }, config: plain };
    app.get('/robots.txt', text, async (request, reply) => {
      const base = publicBaseUrl(request, options.publicUrl);
      const lines = [
        'User-agent: *',
        'Disallow: /api/',
        // The signed-in areas, without a language and in each.
        ...['', ...LOCALES.map((locale) => `/${locale}`)].flatMap((prefix) => [
          `Disallow: ${prefix}/admin/`,
          `Disallow: ${prefix}/user/`,
          `Disallow: ${prefix}/booking-success`,
          `Disallow: ${prefix}/notifications`,
        ]),
        ...(base === undefined ? [] : ['', `Sitemap: ${base}/sitemap.xml`]),
      ];
      return reply
        .header('cache-control', robotsCache)
        .type('text/plain; charset=utf-8')
        .send(`${lines.join('\n')}\n`);
    });
  }
}
