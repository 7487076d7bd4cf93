import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_VENUE_IMAGE,
  dataEnvelope,
  listEnvelope,
  noContentSchema,
  earliestTodayAnywhere,
  flag,
  idempotencyHeadersSchema,
  mapAnswerSchema,
  mapQuerySchema,
  maxGuestsProblem,
  searchQuerySchema,
  uuidParamSchema,
  venueCreateBodySchema,
  venueListQuerySchema,
  venueResponseSchema,
  venueUpdateBodySchema,
} from '@holidaze/domain';
import type { NewVenueRow } from '../../db/schema.js';
import { conflict, notFound } from '../../http/api-error.js';
import { assertCanCreateVenue } from '../../http/authorization.js';
import { single } from '../../http/envelope.js';
import { replyCreatedOnce } from '../../http/idempotency.js';
import { routeOptions, signedInRoutes, zodRoutes, type RouteDeps } from '../../http/zod-routes.js';
import { venueChanges } from './venue-changes.js';
import { createVenueRepository } from './venue-repository.js';
import { markRequestVenues } from './venue-booking-mode.js';
import { VENUE_NOT_FOUND, ownVenueRoutes, venueToChange } from './venue-to-change.js';
import { createVenueSearchPage } from './venue-search-page.js';
import { createVenueMapAnswer } from './venue-map-answer.js';
import { assertSearchableStay } from './searched-stay-rules.js';

const detailQuery = z.object({ _owner: flag, _bookings: flag });

export async function venueRoutes(plugin: FastifyInstance, deps: RouteDeps) {
  const app = zodRoutes(plugin);
  const { db, auth, now } = deps;
  const venues = createVenueRepository(db);
  const respondWithPage = createVenueSearchPage(db);
  const mapAnswer = createVenueMapAnswer(db);
  const route = routeOptions(['venues'], auth);
  const signedIn = signedInRoutes(app, ['venues'], auth);
  const one = dataEnvelope(venueResponseSchema);
  const page = { 200: listEnvelope(venueResponseSchema) };

  // The list and the search are one page of venues; they differ only in the query they take.
  for (const [url, querystring] of [
    ['/holidaze/venues', venueListQuerySchema],
    ['/holidaze/venues/search', searchQuerySchema],
  ] as const) {
    app.get(
      url,
      { ...route.viewing({ querystring, response: page }), config: { publicRead: true } },
      (request) => {
        assertSearchableStay(request.query, now());
        return respondWithPage(request.query, request.viewer);
      },
    );
  }

  app.get(
    '/holidaze/venues/map',
    {
      ...route.open({
        querystring: mapQuerySchema,
        response: { 200: dataEnvelope(mapAnswerSchema) },
      }),
      config: { publicRead: true },
    },
    async (request) => {
      assertSearchableStay(request.query, now());
      return single(await mapAnswer(request.query));
    },
  );

  app.get(
    '/holidaze/venues/:id',
    {
      ...route.viewing({
        params: uuidParamSchema,
        querystring: detailQuery,
        response: { 200: one },
      }),
      config: { publicRead: true },
    },
    async (request) => {
      const venue = await venues.detail(request.params.id, {
        owner: request.query._owner,
        bookings: request.query._bookings,
        viewer: request.viewer,
      });
      if (!venue) throw notFound(VENUE_NOT_FOUND);
      await markRequestVenues(db, [venue]);
      return single(venue);
    },
  );

  signedIn.post(
    '/holidaze/venues',
    {
      body: venueCreateBodySchema,
      headers: idempotencyHeadersSchema,
      response: { 201: one },
    },
    async ({ request, reply, viewer }) => {
      assertCanCreateVenue(viewer);
      const body = request.body;
      const keyed = { db, profileId: viewer.id, scope: 'venues', now: now() };
      return replyCreatedOnce(request, reply, keyed, async (tx) => {
        const inTransaction = createVenueRepository(tx);
        const row = await inTransaction.create({
          owner_id: viewer.id,
          ...venueChanges({ ...body, media: body.media ?? [DEFAULT_VENUE_IMAGE] }),
        } as NewVenueRow);
        const [venue] = await inTransaction.embed([row], { owner: true, bookings: false, viewer });
        return venue;
      });
    },
  );

  signedIn.put(
    '/holidaze/venues/:id',
    {
      params: uuidParamSchema,
      body: venueUpdateBodySchema,
      response: { 200: one },
    },
    async ({ request, viewer }) => {
      const { id } = request.params;
      const body = request.body;
      const at = now();
      await venueToChange(venues, viewer, id);
      const row = await venues.transaction(async (locked) => {
        // The venue's row locked FOR UPDATE: a booking of it (which locks it too) waits for this
        // change, or this for the booking, so the capacity check below sees every stay.
        await venueToChange(locked, viewer, id, { lock: true });
        if (body.maxGuests !== undefined) {
          const largest = await locked.largestUpcomingStay(id, earliestTodayAnywhere(at));
          const problem = maxGuestsProblem(body.maxGuests, largest);
          if (problem) throw conflict(problem);
        }
        return locked.update(id, { ...venueChanges(body), updated_at: at });
      });
      const [venue] = await venues.embed([row], { owner: true, bookings: false, viewer });
      return single(venue!);
    },
  );

  ownVenueRoutes(signedIn, venues).delete(
    '/holidaze/venues/:id',
    { response: { 204: noContentSchema } },
    async ({ reply, venue }) => {
      await venues.delete(venue.id);
      return reply.status(204).send(null);
    },
  );
}
