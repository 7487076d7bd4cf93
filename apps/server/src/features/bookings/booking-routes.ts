import type { FastifyInstance } from 'fastify';
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
} from '@holidaze/domain';
import { assertCanChangeBooking } from '../../http/authorization.js';
import { single } from '../../http/envelope.js';
import { replyCreatedOnce } from '../../http/idempotency.js';
import { signedInRoutes, zodRoutes } from '../../http/zod-routes.js';
import { blockedTravellerRoutes } from './blocked-traveller-routes.js';
import { createBookingLifecycle } from './booking-lifecycle.js';
import { findVisibleBooking, type BookingRouteDeps } from './booking-route-deps.js';
import { bookingListPage } from './booking-list-page.js';
import { createBookingRepository } from './booking-repository.js';
import { bookingRequestRoutes } from './booking-request-routes.js';
import { customerCancellationRoutes } from './customer-cancellation-routes.js';
import { hostCancellationRoute } from './host-cancellation-routes.js';

const embedQuery = z.object({ _customer: flag, _venue: flag });

export async function bookingRoutes(plugin: FastifyInstance, deps: BookingRouteDeps) {
  const app = zodRoutes(plugin);
  const { db, auth, now } = deps;
  const bookings = createBookingRepository(db);
  const lifecycle = createBookingLifecycle(deps);
  const signedIn = signedInRoutes(app, ['bookings'], auth);

  signedIn.get(
    '/holidaze/bookings',
    {
      querystring: bookingListQuerySchema,
      response: { 200: bookingListEnvelopeSchema },
    },
    async ({ request, viewer }) => {
      const query = request.query;
      const page = await bookings.pageVisibleTo(viewer.id, query);
      return bookingListPage(bookings, page, query, viewer);
    },
  );

  signedIn.get(
    '/holidaze/bookings/:id',
    {
      params: uuidParamSchema,
      querystring: embedQuery,
      response: { 200: bookingEnvelopeSchema },
    },
    async ({ request, viewer }) => {
      const row = await findVisibleBooking(bookings, request.params.id, viewer);
      const booking = await bookings.embedOne(row, {
        venue: request.query._venue,
        customer: request.query._customer,
        viewer,
      });
      return single(booking);
    },
  );

  signedIn.post(
    '/holidaze/bookings',
    {
      body: bookingCreateBodySchema,
      headers: idempotencyHeadersSchema,
      response: { 201: bookingEnvelopeSchema },
    },
    async ({ request, reply, viewer }) => {
      const body = request.body;
      const keyed = { db, profileId: viewer.id, scope: 'bookings', now: now() };
      return replyCreatedOnce(request, reply, keyed, async (tx) => {
        const row = await lifecycle.place(tx, viewer.id, body);
        return createBookingRepository(tx).embedOne(row, { venue: true, customer: true, viewer });
      });
    },
  );

  signedIn.put(
    '/holidaze/bookings/:id',
    {
      params: uuidParamSchema,
      body: bookingUpdateBodySchema,
      response: { 200: bookingEnvelopeSchema },
    },
    async ({ request, viewer }) => {
      const { id } = request.params;
      const body = request.body;
      const visible = await findVisibleBooking(bookings, id, viewer);
      assertCanChangeBooking(viewer, visible);
      const row = await lifecycle.change(viewer.id, id, body);
      const booking = await bookings.embedOne(row, { venue: true, customer: true, viewer });
      return single(booking);
    },
  );

  const feature = { ...deps, bookings, lifecycle };
  customerCancellationRoutes(app, feature);
  hostCancellationRoute(app, feature);
  bookingRequestRoutes(app, feature);
  blockedTravellerRoutes(app, feature);
}
