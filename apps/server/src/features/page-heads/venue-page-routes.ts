import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { uuidParamSchema, venueDetailRead } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { publicBaseUrl } from '../../http/public-media-urls.js';
import { createVenueRepository } from '../venues/index.js';
import { hostDependentCacheControl } from './host-cache-control.js';
import type { IndexTemplate } from './index-template.js';
import {
  PAGE_MODULES,
  apiReadPreload,
  pageCodePreloads,
  venuePhotoPreload,
  type BuildManifest,
} from './page-preloads.js';
import { reviewAggregateOf } from './venue-json-ld.js';
import { venueHead } from './venue-head.js';

/**
 * `/venue/:venueId`: the web app's page with the venue's own head (venue-head.ts) filled in, so
 * crawlers and link previews that run no JavaScript see it. One query by primary key, then string
 * building on the template read at start. An id that is not a UUID, a venue that does not exist,
 * or a failed query gets the generic page, as any other path of the app does: never an error.
 *
 * The head also starts what the page will need before its script could ask: the first photo (the
 * page's largest paint) and the page's own code (page-preloads.ts).
 */
export function venuePageRoute(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    publicUrl: string | undefined;
    template: IndexTemplate;
    manifest: BuildManifest | undefined;
    sendIndex: (reply: FastifyReply) => FastifyReply;
  },
) {
  const venues = createVenueRepository(options.db);
  const embedding = { owner: false, bookings: false, viewer: undefined };
  const codePreloads = pageCodePreloads(options.manifest, PAGE_MODULES.venue);
  const cacheControl = hostDependentCacheControl(options.publicUrl, 'no-cache');

  const schema = { response: { 200: { description: 'The web app with the venue in its head' } } };
  app.get<{ Params: { venueId: string } }>(
    '/venue/:venueId',
    // JSON Schema, not zod: the OpenAPI document takes it as it is (http/open-api.ts).
    { schema, config: { swaggerTransform: false } },
    async (request, reply) => {
      const { venueId } = request.params;
      let html: string | undefined;
      if (uuidParamSchema.safeParse({ id: venueId }).success) {
        try {
          const venue = await venues.detail(venueId, embedding);
          if (venue) {
            const base = publicBaseUrl(request, options.publicUrl);
            // After the app's own script, so the entry is asked for first.
            const preloads = [
              apiReadPreload(venueDetailRead(venueId)),
              venuePhotoPreload(venue, base),
              codePreloads,
            ];
            html = options.template.withHead(
              venueHead(venue, base, reviewAggregateOf(venue)),
              preloads.filter(Boolean).join('\n    '),
            );
          }
        } catch (error) {
          request.log.warn({ err: error }, 'venue page: sending the generic page');
        }
      }
      if (reply.sent) return reply;
      if (html === undefined) return options.sendIndex(reply);
      return reply
        .header('cache-control', cacheControl)
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
