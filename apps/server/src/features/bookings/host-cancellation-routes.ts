import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingCancellationBodySchema,
  bookingEnvelopeSchema,
  uuidParamSchema,
} from '@holidaze/domain';
import { viewerOf } from '../../http/authentication.js';
import { assertCanHostCancelBooking } from '../../http/authorization.js';
import { single } from '../../http/envelope.js';
import { findVisibleBooking, type BookingFeatureDeps } from './booking-route-deps.js';

/**
 * POST /holidaze/bookings/:id/cancellation: the venue's owner ends an upcoming or ongoing
 * booking (the lifecycle's `cancelByHost`). The row stays (the traveller sees it cancelled by
 * the host, with the reason given); leaving `confirmed` frees its nights under the partial
 * exclusion constraint and takes it out of the venue's count.
 */
export function hostCancellationRoute(plugin: FastifyInstance, deps: BookingFeatureDeps) {
  const { auth, bookings, lifecycle } = deps;
  plugin.withTypeProvider<ZodTypeProvider>().post(
    '/holidaze/bookings/:id/cancellation',
    {
      preHandler: auth.requireAuth,
      schema: {
        tags: ['bookings'],
        summary: "The venue's owner cancels a booking; it stays listed as cancelledByHost",
        params: uuidParamSchema,
        body: bookingCancellationBodySchema,
        response: { 200: bookingEnvelopeSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const reason = request.body?.reason;
      const viewer = viewerOf(request);
      const visible = await findVisibleBooking(bookings, id, viewer);
      assertCanHostCancelBooking(viewer, visible);
      const row = await lifecycle.cancelByHost(viewer.id, id, reason ? reason : null);
      const booking = await bookings.embedOne(row, { venue: true, customer: true, viewer });
      return single(booking);
    },
  );
}
