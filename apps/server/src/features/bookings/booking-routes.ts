import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingCreateBodySchema,
  bookingEnvelopeSchema,
  bookingListEnvelopeSchema,
  bookingListQuerySchema,
  bookingUpdateBodySchema,
  flag,
  idempotencyHeadersSchema,
  uuidParamSchema,
  type BookingCreateBody,
  type BookingUpdateBody,
} from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/api-error.js';
import type { Authentication, Viewer } from '../../http/authentication.js';
import { assertCanChangeBooking, canSeeBooking } from '../../http/authorization.js';
import { list, single } from '../../http/envelope.js';
import { idempotencyKeyOf, runOnce, sendKeyed } from '../../http/idempotency.js';
import {
  assertCustomerMayChange,
  assertGuestsFit,
  assertMinimumStay,
  assertStartNotInPast,
  assertWithinStayLimits,
} from './booking-rules.js';
import { insertBooking, lockVenue } from './booking-writes.js';
import { embedBookings } from './embed-bookings.js';
import { hostCancellationRoute } from './host-cancellation-route.js';

const BOOKING_SORT_COLUMNS = {
  dateFrom: 'date_from',
  dateTo: 'date_to',
  guests: 'guests',
  created: 'created_at',
  updated: 'updated_at',
} as const;
const embedQuery = z.object({ _customer: flag, _venue: flag });
type ListQuery = z.output<typeof bookingListQuerySchema>;

export interface BookingRouteDeps {
  db: Kysely<Database>;
  auth: Authentication;
  now: () => Date;
  newBookingReference: () => string;
}

export async function bookingRoutes(app: FastifyInstance, deps: BookingRouteDeps) {
  const { db, auth, now } = deps;
  // Responses go out through their schemas (this plugin only): only the listed booking fields.
  app.setSerializerCompiler(serializerCompiler);
  const opts = (schema: object) => ({
    preHandler: auth.requireAuth,
    schema: { tags: ['bookings'], ...schema },
  });

  /** A booking the viewer may see (customer or venue owner); anyone else gets the same 404. */
  async function findVisibleBooking(id: string, viewer: Viewer, from: Kysely<Database> = db) {
    const row = await from
      .selectFrom('bookings')
      .innerJoin('venues', 'venues.id', 'bookings.venue_id')
      .selectAll('bookings')
      .select(['venues.owner_id', 'venues.max_guests'])
      .where('bookings.id', '=', id)
      .executeTakeFirst();
    if (!row || !canSeeBooking(viewer, row, row)) throw notFound('No booking with this id');
    return row;
  }

  app.get(
    '/holidaze/bookings',
    opts({ querystring: bookingListQuerySchema, response: { 200: bookingListEnvelopeSchema } }),
    async (request) => {
      const viewer = request.viewer!;
      const query = request.query as ListQuery;
      const visible = db
        .selectFrom('bookings')
        .where((eb) =>
          eb.or([
            eb('customer_id', '=', viewer.id),
            eb(
              'venue_id',
              'in',
              eb.selectFrom('venues').select('id').where('owner_id', '=', viewer.id),
            ),
          ]),
        );
      const [rows, count] = await Promise.all([
        visible
          .selectAll()
          .orderBy(BOOKING_SORT_COLUMNS[query.sort ?? 'created'], query.sortOrder)
          .orderBy('id', query.sortOrder)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        visible.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const data = await embedBookings(db, rows, {
        venue: query._venue,
        customer: query._customer,
        viewer,
      });
      return list(data, query.page, query.limit, Number(count.count));
    },
  );

  app.get(
    '/holidaze/bookings/:id',
    opts({
      params: uuidParamSchema,
      querystring: embedQuery,
      response: { 200: bookingEnvelopeSchema },
    }),
    async (request) => {
      const { id } = request.params as { id: string };
      const flags = request.query as z.output<typeof embedQuery>;
      const row = await findVisibleBooking(id, request.viewer!);
      const [booking] = await embedBookings(db, [row], {
        venue: flags._venue,
        customer: flags._customer,
        viewer: request.viewer!,
      });
      return single(booking);
    },
  );

  app.post(
    '/holidaze/bookings',
    opts({
      body: bookingCreateBodySchema,
      headers: idempotencyHeadersSchema,
      response: { 201: bookingEnvelopeSchema },
    }),
    async (request, reply) => {
      const body = request.body as BookingCreateBody;
      const viewer = request.viewer!;
      const at = now();
      const response = await runOnce(
        db,
        { profileId: viewer.id, scope: 'bookings', key: idempotencyKeyOf(request), body, now: at },
        async (tx) => {
          // Inside: a replay of a key answers as the first time, even after its start has passed.
          assertStartNotInPast(body.dateFrom, at);
          assertWithinStayLimits(body, at);
          const venue = await lockVenue(tx, body.venueId);
          assertGuestsFit(body.guests, venue.max_guests);
          // An overlapping stay is refused by the exclusion constraint (23P01 → 409), even under races.
          const row = await insertBooking(
            tx,
            {
              venue_id: venue.id,
              customer_id: viewer.id,
              date_from: body.dateFrom,
              date_to: body.dateTo,
              guests: body.guests,
            },
            deps.newBookingReference,
          );
          const [booking] = await embedBookings(tx, [row], {
            venue: true,
            customer: true,
            viewer,
          });
          return { statusCode: 201, body: single(booking) };
        },
      );
      return sendKeyed(reply, response);
    },
  );

  app.put(
    '/holidaze/bookings/:id',
    opts({
      params: uuidParamSchema,
      body: bookingUpdateBodySchema,
      response: { 200: bookingEnvelopeSchema },
    }),
    async (request) => {
      const { id } = request.params as { id: string };
      const body = request.body as BookingUpdateBody;
      const viewer = request.viewer!;
      const at = now();
      const visible = await findVisibleBooking(id, viewer);
      assertCanChangeBooking(viewer, visible);
      const row = await db.transaction().execute(async (tx) => {
        const venue = await lockVenue(tx, visible.venue_id);
        const current = await findVisibleBooking(id, viewer, tx);
        // Past and ongoing stays are read-only for the customer (only the host may end them).
        assertCustomerMayChange(current, at);
        if (body.dateFrom) assertStartNotInPast(body.dateFrom, at);
        const dateFrom = body.dateFrom ?? current.date_from;
        const dateTo = body.dateTo ?? current.date_to;
        assertMinimumStay(dateFrom, dateTo);
        if (body.dateFrom || body.dateTo) assertWithinStayLimits({ dateFrom, dateTo }, at);
        if (body.guests !== undefined) assertGuestsFit(body.guests, venue.max_guests);
        return tx
          .updateTable('bookings')
          .set({
            date_from: dateFrom,
            date_to: dateTo,
            guests: body.guests ?? current.guests,
            updated_at: at,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const [booking] = await embedBookings(db, [row], {
        venue: true,
        customer: true,
        viewer,
      });
      return single(booking);
    },
  );

  app.delete(
    '/holidaze/bookings/:id',
    opts({ params: uuidParamSchema }),
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const viewer = request.viewer!;
      const visible = await findVisibleBooking(id, viewer);
      assertCanChangeBooking(viewer, visible);
      await db.transaction().execute(async (tx) => {
        await lockVenue(tx, visible.venue_id);
        const current = await findVisibleBooking(id, viewer, tx);
        assertCustomerMayChange(current, now(), 'cancel');
        await tx.deleteFrom('bookings').where('id', '=', id).execute();
      });
      return reply.status(204).send();
    },
  );

  hostCancellationRoute(app, { ...deps, findVisibleBooking });
}
