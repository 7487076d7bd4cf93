import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_CANCELLATION_POLICY,
  refundDeadline,
  refundMessage,
  uuidParamSchema,
  dataEnvelope,
  noContentSchema,
  refundPreviewSchema,
} from '@holidaze/domain';
import { assertCanChangeBooking } from '../../http/authorization.js';
import { single } from '../../http/envelope.js';
import { signedInRoutes } from '../../http/zod-routes.js';
import { refundOf } from './booking-refund.js';
import { findVisibleBooking, type BookingFeatureDeps } from './booking-route-deps.js';
import { assertCustomerMayChange } from './booking-rules.js';

/**
 * The traveller ends their own booking: `DELETE /holidaze/bookings/:id` (the contract's 204), and
 * beforehand `GET …/refund`, what that would give back now under the policy it was booked with.
 * The row stays, `cancelled`, with the refund it recorded; its nights are free at once (the
 * occupancy triggers follow the status). Lists leave it out unless asked (`_cancelled=true`),
 * so a Noroff client sees a cancelled booking gone, as the contract's DELETE promises.
 */
export function customerCancellationRoutes(plugin: FastifyInstance, deps: BookingFeatureDeps) {
  const { auth, now, bookings, lifecycle } = deps;
  const signedIn = signedInRoutes(plugin.withTypeProvider<ZodTypeProvider>(), ['bookings'], auth);

  signedIn.get(
    '/holidaze/bookings/:id/refund',
    {
      summary: 'What cancelling this booking now would refund, under its cancellation policy',
      params: uuidParamSchema,
      response: { 200: dataEnvelope(refundPreviewSchema) },
    },
    async ({ request, viewer }) => {
      const booking = await findVisibleBooking(bookings, request.params.id, viewer);
      assertCanChangeBooking(viewer, booking);
      const at = now();
      assertCustomerMayChange(booking, at, 'cancel');
      const policy = booking.cancellation_policy ?? DEFAULT_CANCELLATION_POLICY;
      const refund = refundOf(booking, at, 'traveller');
      return single({
        policy,
        ...refund,
        refundDeadline: refundDeadline(policy, booking.date_from).toISOString(),
        message: refundMessage(refund),
      });
    },
  );

  signedIn.delete(
    '/holidaze/bookings/:id',
    { params: uuidParamSchema, response: { 204: noContentSchema } },
    async ({ request, reply, viewer }) => {
      const { id } = request.params;
      const visible = await findVisibleBooking(bookings, id, viewer);
      assertCanChangeBooking(viewer, visible);
      await lifecycle.cancelByTraveller(viewer.id, id);
      return reply.status(204).send(null);
    },
  );
}
