import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  DEFAULT_VENUE_IMAGE,
  earliestTodayAnywhere,
  flag,
  idempotencyHeadersSchema,
  maxGuestsProblem,
  searchQuerySchema,
  uuidParamSchema,
  venueCreateBodySchema,
  venueListQuerySchema,
  venueUpdateBodySchema,
  type VenueCreateBody,
  type VenueListQuery,
  type VenueUpdateBody,
} from '@holidaze/domain';
import type { Database, NewVenueRow } from '../../db/schema.js';
import { conflict, notFound } from '../../http/api-error.js';
import type { Authentication, Viewer } from '../../http/authentication.js';
import { assertCanChangeVenue, assertCanCreateVenue } from '../../http/authorization.js';
import { list, single } from '../../http/envelope.js';
import { idempotencyKeyOf, runOnce, sendKeyed } from '../../http/idempotency.js';
import { embedVenues } from './embed-venues.js';
import { findVenueDetail } from './venue-detail-query.js';
import { searchVenues } from './venue-search-query.js';
import { venueChanges } from './venue-changes.js';

const detailQuery = z.object({ _owner: flag, _bookings: flag });

export async function venueRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; auth: Authentication; now: () => Date },
) {
  const { db, auth, now } = deps;
  const tags = ['venues'];

  async function respondWithPage(request: { viewer?: Viewer }, query: VenueListQuery) {
    const { rows, totalCount } = await searchVenues(db, query);
    const venues = await embedVenues(db, rows, {
      owner: query._owner,
      bookings: query._bookings,
      viewer: request.viewer,
    });
    return list(venues, query.page, query.limit, totalCount);
  }

  app.get(
    '/holidaze/venues',
    { preHandler: auth.optionalViewer, schema: { tags, querystring: venueListQuerySchema } },
    (request) => respondWithPage(request, request.query as VenueListQuery),
  );

  app.get(
    '/holidaze/venues/search',
    { preHandler: auth.optionalViewer, schema: { tags, querystring: searchQuerySchema } },
    (request) => respondWithPage(request, request.query as VenueListQuery),
  );

  async function findVenue(id: string, from: Kysely<Database> = db, options = { lock: false }) {
    const row = await from
      .selectFrom('venues')
      .selectAll()
      .where('id', '=', id)
      .$if(options.lock, (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) throw notFound('Venue not found');
    return row;
  }

  app.get(
    '/holidaze/venues/:id',
    {
      preHandler: auth.optionalViewer,
      schema: { tags, params: uuidParamSchema, querystring: detailQuery },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const flags = request.query as { _owner: boolean; _bookings: boolean };
      const venue = await findVenueDetail(db, id, {
        owner: flags._owner,
        bookings: flags._bookings,
        viewer: request.viewer,
      });
      if (!venue) throw notFound('Venue not found');
      return single(venue);
    },
  );

  app.post(
    '/holidaze/venues',
    {
      preHandler: auth.requireAuth,
      schema: { tags, body: venueCreateBodySchema, headers: idempotencyHeadersSchema },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      assertCanCreateVenue(viewer);
      const body = request.body as VenueCreateBody;
      const response = await runOnce(
        db,
        { profileId: viewer.id, scope: 'venues', key: idempotencyKeyOf(request), body, now: now() },
        async (tx) => {
          const row = await tx
            .insertInto('venues')
            .values({
              owner_id: viewer.id,
              ...venueChanges({ ...body, media: body.media ?? [DEFAULT_VENUE_IMAGE] }),
            } as NewVenueRow)
            .returningAll()
            .executeTakeFirstOrThrow();
          const [venue] = await embedVenues(tx, [row], { owner: true, bookings: false, viewer });
          return { statusCode: 201, body: single(venue) };
        },
      );
      return sendKeyed(reply, response);
    },
  );

  app.put(
    '/holidaze/venues/:id',
    {
      preHandler: auth.requireAuth,
      schema: { tags, params: uuidParamSchema, body: venueUpdateBodySchema },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const viewer = request.viewer!;
      const body = request.body as VenueUpdateBody;
      const at = now();
      assertCanChangeVenue(viewer, await findVenue(id));
      const row = await db.transaction().execute(async (tx) => {
        // The venue's row locked FOR UPDATE: a booking of it (which locks it too) waits for this
        // change, or this for the booking, so the capacity check below sees every stay.
        assertCanChangeVenue(viewer, await findVenue(id, tx, { lock: true }));
        if (body.maxGuests !== undefined) {
          const largest = await tx
            .selectFrom('bookings')
            .select((eb) => eb.fn.max('guests').as('guests'))
            .where('venue_id', '=', id)
            .where('status', '=', 'confirmed')
            .where('date_to', '>', earliestTodayAnywhere(at))
            .executeTakeFirst();
          const problem = maxGuestsProblem(body.maxGuests, largest?.guests);
          if (problem) throw conflict(problem);
        }
        return tx
          .updateTable('venues')
          .set({ ...venueChanges(body), updated_at: at })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const [venue] = await embedVenues(db, [row], { owner: true, bookings: false, viewer });
      return single(venue);
    },
  );

  app.delete(
    '/holidaze/venues/:id',
    { preHandler: auth.requireAuth, schema: { tags, params: uuidParamSchema } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      assertCanChangeVenue(request.viewer!, await findVenue(id));
      await db.deleteFrom('venues').where('id', '=', id).execute();
      return reply.status(204).send();
    },
  );
}
