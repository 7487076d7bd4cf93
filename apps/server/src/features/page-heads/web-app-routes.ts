import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES } from '@holidaze/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sendParameterTooLong, sendRouteNotFound } from '../../http/error-handler.js';
import { publicBaseUrl } from '../../http/public-media-urls.js';
import { firstPhotoShell } from './first-photo-shell.js';
import { firstWordsShell } from './first-words-shell.js';
import { pageLanguage } from './page-language.js';
import { PAGE_WORDS } from './page-words.js';
import {
  FIRST_READS,
  apiReadPreload,
  PAGE_MODULES,
  catalogPreloads,
  firstVenueReader,
  pageCodePreloads,
  venuePhotoPreload,
  readBuildManifest,
} from './page-preloads.js';
import { pageSender } from './page-sender.js';
import { sitemapRoutes } from './sitemap-routes.js';
import { venuePageRoute } from './venue-page-routes.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Pages are not the API: a route declares only what it answers, in JSON Schema, which the
 * OpenAPI document takes as it is (its zod transform is the API's, http/open-api.ts).
 */
const page = (description: string) => ({
  schema: { response: { 200: { description } } },
  config: { swaggerTransform: false as const },
});

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated, and any other
 * GET outside /api and /media answered with index.html so the client router takes it (SPA fallback).
 * Every page is served in its language (page-language.ts: `/nb/…` and `/en/…` name it, otherwise
 * it is negotiated) with its words in the shell and head (page-sender.ts) and its catalogues
 * preloaded. A venue's page gets its own head (venue-page-routes.ts), from index.html and the
 * build's manifest read once at start; Home and Browse get their page's code and their first photo
 * named in theirs (page-preloads.ts).
 * Called on the root instance (not registered as a plugin): the fallback is the root 404 handler.
 */
export async function webAppRoutes(
  app: FastifyInstance,
  {
    distDir,
    db,
    publicUrl,
    isParameterTooLong = () => false,
  }: {
    distDir: string;
    db: Kysely<Database>;
    publicUrl: string | undefined;
    /** Whether a path missed a parametric route only by a too long parameter (then 414). */
    isParameterTooLong?: (path: string) => boolean;
  },
) {
  // Served by the server, built or not: the sitemap's URLs are absolute (PUBLIC_URL).
  sitemapRoutes(app, { db, publicUrl, staticRobots: existsSync(join(distDir, 'robots.txt')) });
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.get('/', page('Says the web app is not built'), async (_request, reply) =>
      reply
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`, then restart.'),
    );
    app.setNotFoundHandler(sendRouteNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes(`${join(distDir, 'assets')}`) ? IMMUTABLE : 'no-cache',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  const indexHtml = readFileSync(index, 'utf8');
  const manifest = readBuildManifest(distDir);
  const firstVenue = firstVenueReader(db);
  const sendPage = pageSender(indexHtml, publicUrl, sendIndex);
  // Every page also under each language's prefix (`/nb/browse`), where its URL fixes it.
  const prefixes = ['', ...LOCALES.map((locale) => `/${locale}`)];
  for (const [path, pageModule, first] of [
    ['/', PAGE_MODULES.home, FIRST_READS.home],
    ['/browse', PAGE_MODULES.browse, FIRST_READS.browse],
  ] as const) {
    const codePreloads = pageCodePreloads(manifest, pageModule);
    // The web app asks for its reads at /api under every prefix: the same preload everywhere.
    const readPreload = apiReadPreload(first.read);
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const language = pageLanguage(request.url, request.headers);
      // Browse with filters in its URL reads other venues first: only its plain page is known.
      const known = !(path === '/browse' && request.url.includes('?'));
      const venue = known ? await firstVenue(request, first) : undefined;
      const base = publicBaseUrl(request, publicUrl);
      const photo = venue ? venuePhotoPreload(venue, base, first.sizes, first.media) : '';
      const read = known ? readPreload : '';
      if (reply.sent) return reply;
      return sendPage(request, reply, language, {
        late: [read, photo, codePreloads, catalogPreloads(manifest, language.locale, path)],
        bodyEnd:
          path === '/browse'
            ? firstWordsShell(PAGE_WORDS[language.locale])
            : venue
              ? firstPhotoShell(venue, base, 'home')
              : '',
      });
    };
    for (const prefix of prefixes) {
      const paths = path === '/' && prefix ? [prefix, `${prefix}/`] : [prefix + path];
      for (const url of paths) app.get(url, page('The web app'), handler);
    }
  }
  venuePageRoute(app, { db, publicUrl, manifest, prefixes, sendPage });
  // A route rather than the not-found handler, so the page goes through compression like any
  // other response. More specific routes (API, media, files) win over the wildcard.
  app.get('/*', page('The web app, or a file of it'), (request, reply) => {
    const language = pageLanguage(request.url, request.headers);
    // Under a language's prefix, the same paths are pages as without one (`/nb/api/x` is not).
    const path = language.path;
    const isAppPath =
      !path.startsWith('/api') && !path.startsWith('/media') && !/\.\w+$/.test(path);
    if (isAppPath)
      return sendPage(request, reply, language, {
        late: [catalogPreloads(manifest, language.locale, path)],
      });
    // The router prefers this catch-all to a parametric route whose parameter is too long.
    if (isParameterTooLong(request.url.split('?')[0]!)) return sendParameterTooLong(reply);
    return sendRouteNotFound(request, reply);
  });
  app.setNotFoundHandler(sendRouteNotFound);
}
