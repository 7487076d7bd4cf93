import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingAnswerBodySchema, bookingEnvelopeSchema, uuidParamSchema } from '@holidaze/domain';
import { viewerOf } from '../../http/authentication.js';
import { assertCanAnswerBookingRequest } from '../../http/authorization.js';
import { single } from '../../http/envelope.js';
import { findVisibleBooking, type BookingFeatureDeps } from './booking-route-deps.js';

/**
 * POST /holidaze/bookings/:id/accept and /decline: the venue's owner answers a request, with an
 * optional message (the lifecycle's `answer`: once, and never after the request lapsed).
 */
export function bookingRequestRoutes(plugin: FastifyInstance, deps: BookingFeatureDeps) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { auth, bookings, lifecycle } = deps;
  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/holidaze/bookings/:id/${answer}`,
      {
        preHandler: auth.requireAuth,
        schema: {
          tags: ['bookings'],
          summary:
            answer === 'accept'
              ? "The venue's owner accepts a booking request: it becomes confirmed"
              : "The venue's owner declines a booking request: its nights are freed",
          params: uuidParamSchema,
          body: bookingAnswerBodySchema,
          response: { 200: bookingEnvelopeSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const message = request.body?.message || null;
        const viewer = viewerOf(request);
        const visible = await findVisibleBooking(bookings, id, viewer);
        assertCanAnswerBookingRequest(viewer, visible);
        const row = await lifecycle.answer(viewer.id, id, answer, message);
        const booking = await bookings.embedOne(row, { venue: true, customer: true, viewer });
        return single(booking);
      },
    );
  }
}
