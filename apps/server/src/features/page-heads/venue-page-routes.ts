import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { uuidParamSchema, venueDetailRead } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { publicBaseUrl } from '../../http/public-media-urls.js';
import { createVenueRepository } from '../venues/index.js';
import { pageLanguage, type PageLanguage } from './page-language.js';
import {
  PAGE_MODULES,
  apiReadPreload,
  catalogPreloads,
  pageCodePreloads,
  venuePhotoPreload,
  type BuildManifest,
} from './page-preloads.js';
import { reviewAggregateOf } from './venue-json-ld.js';
import { firstPhotoShell } from './first-photo-shell.js';
import { venueHead } from './venue-head.js';

/** Sends the page in `language`: its own head tags, or the generic head; preloads last. */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  language: PageLanguage,
  page?: { head?: string; late?: string[]; bodyEnd?: string },
) => FastifyReply;

/**
 * `/venue/:venueId` (and `/nb/…`, `/en/…`: `prefixes`): the web app's page with the venue's own
 * head (venue-head.ts) filled in, so crawlers and link previews that run no JavaScript see it.
 * One query by primary key, then string building on the template read at start. An id that is
 * not a UUID, a venue that does not exist, or a failed query gets the generic page, as any other
 * path of the app does: never an error.
 *
 * The head also starts what the page will need before its script could ask: the first photo (the
 * page's largest paint), the page's own code and its words (page-preloads.ts).
 */
export function venuePageRoute(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    publicUrl: string | undefined;
    manifest: BuildManifest | undefined;
    prefixes: readonly string[];
    sendPage: SendPage;
  },
) {
  const venues = createVenueRepository(options.db);
  const embedding = { owner: false, bookings: false, viewer: undefined };
  const codePreloads = pageCodePreloads(options.manifest, PAGE_MODULES.venue);

  const schema = { response: { 200: { description: 'The web app with the venue in its head' } } };
  for (const prefix of options.prefixes) {
    app.get<{ Params: { venueId: string } }>(
      `${prefix}/venue/:venueId`,
      // JSON Schema, not zod: the OpenAPI document takes it as it is (http/open-api.ts).
      { schema, config: { swaggerTransform: false } },
      async (request, reply) => {
        const { venueId } = request.params;
        const language = pageLanguage(request.url, request.headers);
        const words = catalogPreloads(options.manifest, language.locale, language.path);
        if (uuidParamSchema.safeParse({ id: venueId }).success) {
          try {
            const venue = await venues.detail(venueId, embedding);
            if (venue && !reply.sent) {
              const base = publicBaseUrl(request, options.publicUrl);
              // After the app's own script, so the entry is asked for first.
              return options.sendPage(request, reply, language, {
                head: venueHead(venue, base, reviewAggregateOf(venue), language),
                late: [
                  apiReadPreload(venueDetailRead(venueId)),
                  venuePhotoPreload(venue, base),
                  codePreloads,
                  words,
                ],
                bodyEnd: firstPhotoShell(venue, base, 'venue'),
              });
            }
          } catch (error) {
            request.log.warn({ err: error }, 'venue page: sending the generic page');
          }
        }
        if (reply.sent) return reply;
        return options.sendPage(request, reply, language, { late: [words] });
      },
    );
  }
}
