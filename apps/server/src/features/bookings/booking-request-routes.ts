import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingAnswerBodySchema, bookingEnvelopeSchema, uuidParamSchema } from '@holidaze/domain';
import { forbidden } from '../../http/api-error.js';
import { viewerOf } from '../../http/authentication.js';
import { single } from '../../http/envelope.js';
import { createNotificationRepository } from '../notifications/notification-repository.js';
import { createBookingRepository, type BookingRepository } from './booking-repository.js';
import { findVisibleBooking, type BookingRouteDeps } from './booking-routes.js';
import { assertRequestOpen } from './booking-rules.js';

const ANSWERS = {
  accept: { status: 'confirmed', notice: 'requestAccepted' },
  decline: { status: 'declined', notice: 'requestDeclined' },
} as const;

/**
 * POST /holidaze/bookings/:id/accept and /decline: the venue's owner answers a request, with an
 * optional message. Both take the venue and then the booking FOR UPDATE, as every booking write
 * does; the expiry job takes the booking with SKIP LOCKED, so an answer and the expiry cannot
 * both happen: whichever locks first wins, the other finds the request no longer open (409).
 */
export function bookingRequestRoutes(
  plugin: FastifyInstance,
  deps: BookingRouteDeps & { bookings: BookingRepository },
) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { auth, now, bookings } = deps;
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
        if (visible.owner_id !== viewer.id) {
          throw forbidden("Only the venue's owner can answer a booking request");
        }
        const row = await deps.db.transaction().execute(async (tx) => {
          const locked = createBookingRepository(tx);
          const at = now();
          await locked.lockVenue(visible.venue_id);
          assertRequestOpen(await locked.findLocked(id), answer, at);
          const answered = await locked.update(id, {
            status: ANSWERS[answer].status,
            responded_at: at,
            host_message: message,
            updated_at: at,
          });
          await createNotificationRepository(tx, deps.notices).tellAboutBooking(
            ANSWERS[answer].notice,
            id,
            at,
          );
          return answered;
        });
        const booking = await bookings.embedOne(row, { venue: true, customer: true, viewer });
        return single(booking);
      },
    );
  }
}
