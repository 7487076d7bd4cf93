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
import { createNotificationRepository } from '../notifications/notification-repository.js';
import { refundOf } from './booking-refund.js';
import { createBookingRepository, type BookingRepository } from './booking-repository.js';
import { findVisibleBooking, type BookingRouteDeps } from './booking-routes.js';
import { assertHostMayCancel } from './booking-rules.js';

/**
 * POST /holidaze/bookings/:id/cancellation: the venue's owner ends an upcoming or ongoing
 * booking. The row stays (the traveller sees it cancelled by the host, with the reason given);
 * its status leaves `confirmed`, which frees its nights under the partial exclusion constraint
 * and takes it out of the venue's count, all in this one transaction.
 */
export function hostCancellationRoute(
  plugin: FastifyInstance,
  deps: BookingRouteDeps & { bookings: BookingRepository },
) {
  const { auth, now, bookings } = deps;
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
      const at = now();
      const visible = await findVisibleBooking(bookings, id, viewer);
      assertCanHostCancelBooking(viewer, visible);
      const row = await deps.db.transaction().execute(async (tx) => {
        const locked = createBookingRepository(tx);
        await locked.lockVenue(visible.venue_id);
        assertHostMayCancel(await locked.findLocked(id), at);
        const booking = await findVisibleBooking(locked, id, viewer);
        const cancelled = await locked.update(id, {
          status: 'cancelledByHost',
          cancelled_at: at,
          // A host who cancels gives everything back, whatever the venue's policy.
          refund_ore: refundOf(booking, at, 'host').refundOre,
          cancellation_reason: reason ? reason : null,
          updated_at: at,
        });
        await createNotificationRepository(tx, deps.notices).tellAboutBooking(
          'bookingCancelledByHost',
          id,
          at,
        );
        return cancelled;
      });
      const booking = await bookings.embedOne(row, { venue: true, customer: true, viewer });
      return single(booking);
    },
  );
}
