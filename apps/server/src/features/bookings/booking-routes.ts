import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  bookingCreateBodySchema,
  bookingListQuerySchema,
  bookingUpdateBodySchema,
  flag,
  uuidParamSchema,
  type BookingCreateBody,
  type BookingUpdateBody,
} from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/api-error.js';
import type { Authentication, Viewer } from '../../http/authentication.js';
import { assertCanChangeBooking, canSeeBooking } from '../../http/authorization.js';
import { list, single } from '../../http/envelope.js';
import {
  assertCancellable,
  assertGuestsFit,
  assertMinimumStay,
  assertStartNotInPast,
} from './booking-rules.js';
import { embedBookings } from './embed-bookings.js';

const BOOKING_SORT_COLUMNS = {
  dateFrom: 'date_from',
  dateTo: 'date_to',
  guests: 'guests',
  created: 'created_at',
  updated: 'updated_at',
} as const;
const embedQuery = z.object({ _customer: flag, _venue: flag });
type ListQuery = z.output<typeof bookingListQuerySchema>;

export async function bookingRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; auth: Authentication },
) {
  const { db, auth } = deps;
  const opts = (schema: object) => ({
    preHandler: auth.requireAuth,
    schema: { tags: ['bookings'], ...schema },
  });

  /** A booking the viewer may see (customer or venue owner); anyone else gets the same 404. */
  async function findVisibleBooking(id: string, viewer: Viewer) {
    const row = await db
      .selectFrom('bookings')
      .innerJoin('venues', 'venues.id', 'bookings.venue_id')
      .selectAll('bookings')
      .select(['venues.owner_id', 'venues.max_guests'])
      .where('bookings.id', '=', id)
      .executeTakeFirst();
    if (!row || !canSeeBooking(viewer, row, row)) throw notFound('No booking with this id');
    return row;
  }

  app.get('/holidaze/bookings', opts({ querystring: bookingListQuerySchema }), async (request) => {
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
  });

  app.get(
    '/holidaze/bookings/:id',
    opts({ params: uuidParamSchema, querystring: embedQuery }),
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
    opts({ body: bookingCreateBodySchema }),
    async (request, reply) => {
      const body = request.body as BookingCreateBody;
      assertStartNotInPast(body.dateFrom);
      const venue = await db
        .selectFrom('venues')
        .select(['id', 'max_guests'])
        .where('id', '=', body.venueId)
        .executeTakeFirst();
      if (!venue) throw notFound('No venue with this id');
      assertGuestsFit(body.guests, venue.max_guests);
      // An overlapping stay is refused by the exclusion constraint (23P01 → 409), even under races.
      const row = await db
        .insertInto('bookings')
        .values({
          venue_id: venue.id,
          customer_id: request.viewer!.id,
          date_from: body.dateFrom,
          date_to: body.dateTo,
          guests: body.guests,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const [booking] = await embedBookings(db, [row], {
        venue: true,
        customer: true,
        viewer: request.viewer!,
      });
      return reply.status(201).send(single(booking));
    },
  );

  app.put(
    '/holidaze/bookings/:id',
    opts({ params: uuidParamSchema, body: bookingUpdateBodySchema }),
    async (request) => {
      const { id } = request.params as { id: string };
      const body = request.body as BookingUpdateBody;
      const current = await findVisibleBooking(id, request.viewer!);
      assertCanChangeBooking(request.viewer!, current);
      if (body.dateFrom) assertStartNotInPast(body.dateFrom);
      const dateFrom = body.dateFrom ?? current.date_from;
      const dateTo = body.dateTo ?? current.date_to;
      assertMinimumStay(dateFrom, dateTo);
      if (body.guests !== undefined) assertGuestsFit(body.guests, current.max_guests);
      const row = await db
        .updateTable('bookings')
        .set({
          date_from: dateFrom,
          date_to: dateTo,
          guests: body.guests ?? current.guests,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const [booking] = await embedBookings(db, [row], {
        venue: true,
        customer: true,
        viewer: request.viewer!,
      });
      return single(booking);
    },
  );

  app.delete(
    '/holidaze/bookings/:id',
    opts({ params: uuidParamSchema }),
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const current = await findVisibleBooking(id, request.viewer!);
      assertCanChangeBooking(request.viewer!, current);
      assertCancellable({ dateFrom: current.date_from, dateTo: current.date_to });
      await db.deleteFrom('bookings').where('id', '=', id).execute();
      return reply.status(204).send();
    },
  );
}
