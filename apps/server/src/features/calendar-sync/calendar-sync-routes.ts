import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CALENDAR_LIMITS,
  calendarFeedUrlSchema,
  dataEnvelope,
  FEED_IMPORT_LIMITS,
  FEED_MESSAGES,
  type ErrorCode,
  feedSyncQueuedSchema,
  icalFeedBodySchema,
  importedFeedSchema,
  noContentSchema,
} from '@holidaze/domain';
import type { Config } from '../../config.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { IcalFeedRow } from '../../db/schema.js';
import { ApiError, conflict, notFound } from '../../http/api-error.js';
import { single } from '../../http/envelope.js';
import { publicBaseUrl } from '../../http/public-media-urls.js';
import { routeOptions, signedInRoutes, zodRoutes, type RouteDeps } from '../../http/zod-routes.js';
import { createCalendarRepository } from '../calendar/index.js';
import { createVenueRepository, ownVenueRoutes } from '../venues/index.js';
import { createFeedRepository } from './feed-repository.js';
import { serializeFeed } from './ical-export.js';

const NO_CALENDAR = 'No calendar with this address';
const importParams = z.object({ id: z.guid(), feedId: z.guid() });
const NO_FEED = 'No feed with this id on this venue';

const toFeed = (row: IcalFeedRow) => ({
  id: row.id,
  url: row.url,
  created: row.created_at.toISOString(),
  lastAttempt: row.last_attempt_at?.toISOString() ?? null,
  lastSuccess: row.last_success_at?.toISOString() ?? null,
  lastError: row.last_error,
  lastErrorCategory: row.last_error_category,
  nextSync: row.next_sync_at.toISOString(),
});

const feedParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/, { error: NO_CALENDAR }),
});

/**
 * A venue's calendar and other channels': its secret feed URL (owner only), a new one that
 * ends the old at once, and the feed itself, public to whoever holds the URL; and the feeds it
 * imports, which the scheduler reads (feed-scheduler.ts), never a request.
 */
export async function calendarSyncRoutes(
  plugin: FastifyInstance,
  deps: RouteDeps & { config: Config },
) {
  const app = zodRoutes(plugin);
  const calendars = createCalendarRepository(deps.db);
  const venues = createVenueRepository(deps.db);
  const feeds = createFeedRepository(deps.db);
  const route = routeOptions(['calendar'], deps.auth);
  const ownVenue = ownVenueRoutes(signedInRoutes(app, ['calendar'], deps.auth), venues);

  const feedUrl = (request: FastifyRequest, token: string) =>
    `${publicBaseUrl(request, deps.config.publicUrl) ?? ''}/api/holidaze/calendar-feeds/${token}.ics`;

  ownVenue.get(
    '/holidaze/venues/:id/calendar-feed',
    {
      summary: "The venue's secret feed URL",
      response: { 200: dataEnvelope(calendarFeedUrlSchema) },
    },
    async ({ request, venue }) =>
      single({ url: feedUrl(request, await calendars.feedToken(venue.id)) }),
  );

  ownVenue.post(
    '/holidaze/venues/:id/calendar-feed/rotation',
    {
      summary: 'A new feed URL; the old one stops working',
      response: { 200: dataEnvelope(calendarFeedUrlSchema) },
    },
    async ({ request, venue }) => {
      const token = await calendars.rotateFeedToken(venue.id, deps.now());
      return single({ url: feedUrl(request, token) });
    },
  );

  app.get(
    '/holidaze/calendar-feeds/:token',
    route.open({
      summary: 'A venue’s calendar as iCalendar (RFC 5545)',
      params: feedParams,
      // Not JSON: the feed is text/calendar, sent as a string the serializer never sees.
      response: {
        200: {
          description: 'The iCalendar feed',
          content: { 'text/calendar': { schema: z.string() } },
        },
      },
    }),
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/, '');
      const venue = await calendars.venueOfFeedToken(token);
      if (!venue) throw notFound(NO_CALENDAR);
      const { bookings, blocks } = await calendars.exportedStays(venue.id);
      const events = [
        ...bookings.map((row) => ({
          uid: `booking-${row.id}@holidaze`,
          kind: 'booking' as const,
          dateFrom: row.date_from,
          dateTo: row.date_to,
        })),
        ...blocks.map((row) => ({
          uid: `block-${row.id}@holidaze`,
          kind: 'block' as const,
          dateFrom: row.date_from,
          dateTo: row.date_to,
        })),
      ];
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(
          serializeFeed({
            calendarName: `${venue.name} (Holidaze)`,
            now: deps.now(),
            events,
            locale: venue.language,
          }),
        );
    },
  );

  ownVenue.get(
    '/holidaze/venues/:id/ical-feeds',
    {
      summary: 'Feeds this venue imports',
      response: { 200: dataEnvelope(z.array(importedFeedSchema)) },
    },
    async ({ venue }) => single((await feeds.feedsOf(venue.id)).map(toFeed)),
  );

  ownVenue.post(
    '/holidaze/venues/:id/ical-feeds',
    {
      summary: 'Import another channel’s calendar (read within a minute, then every interval)',
      body: icalFeedBodySchema,
      response: { 201: dataEnvelope(importedFeedSchema) },
    },
    async ({ request, reply, venue }) => {
      const row = await feeds
        .addWithinLimit(venue.id, request.body.url, deps.now(), CALENDAR_LIMITS.feedsPerVenue)
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(FEED_MESSAGES.alreadyImported) : error;
        });
      if (row === 'full') throw conflict(FEED_MESSAGES.tooManyFeeds);
      return reply.status(201).send(single(toFeed(row)));
    },
  );

  ownVenue.delete(
    '/holidaze/venues/:id/ical-feeds/:feedId',
    {
      summary: 'Stop importing; its blocks go',
      params: importParams,
      response: { 204: noContentSchema },
    },
    async ({ request, reply, venue }) => {
      if (!(await feeds.remove(venue.id, request.params.feedId))) throw notFound(NO_FEED);
      return reply.status(204).send(null);
    },
  );

  ownVenue.post(
    '/holidaze/venues/:id/ical-feeds/:feedId/sync',
    {
      summary: 'Read the feed on the next round',
      params: importParams,
      response: { 202: dataEnvelope(feedSyncQueuedSchema) },
    },
    async ({ request, reply, venue }) => {
      const gapSeconds = FEED_IMPORT_LIMITS.syncNowGapSeconds;
      const queued = await feeds.requestSync(
        venue.id,
        request.params.feedId,
        deps.now(),
        gapSeconds * 1000,
      );
      if (queued === false) throw notFound(NO_FEED);
      if (queued !== true) {
        const message = `${FEED_MESSAGES.syncTooSoon}; try again in ${queued.retryAfterSeconds} s`;
        const code = 'feed.syncTooSoon' satisfies ErrorCode;
        throw new ApiError(429, message, [{ code, message }], queued.retryAfterSeconds);
      }
      return reply.status(202).send(single({ queued: true }));
    },
  );
}
