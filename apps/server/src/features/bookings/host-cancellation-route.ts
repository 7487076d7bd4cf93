import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  bookingCancellationBodySchema,
  bookingEnvelopeSchema,
  uuidParamSchema,
  type BookingCancellationBody,
} from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import type { Viewer } from '../../http/authentication.js';
import { assertCanHostCancelBooking } from '../../http/authorization.js';
import { single } from '../../http/envelope.js';
import type { BookingRouteDeps } from './booking-routes.js';
import { assertHostMayCancel } from './booking-rules.js';
import { lockVenue } from './booking-writes.js';
import { embedBookings } from './embed-bookings.js';

type FindVisibleBooking = (
  id: string,
  viewer: Viewer,
  from?: Kysely<Database>,
) => Promise<{ customer_id: string; owner_id: string; venue_id: string } & object>;

/**
 * POST /holidaze/bookings/:id/cancellation: the venue's owner ends an upcoming or ongoing
 * booking. The row stays (the traveller sees it cancelled by the host, with the reason given);
 * its status leaves `confirmed`, which frees its nights under the partial exclusion constraint
 * and takes it out of the venue's count, all in this one transaction.
 */
export function hostCancellationRoute(
  app: FastifyInstance,
  deps: BookingRouteDeps & { findVisibleBooking: FindVisibleBooking },
) {
  const { db, auth, now, findVisibleBooking } = deps;
  app.post(
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
      const { id } = request.params as { id: string };
      const body = request.body as BookingCancellationBody;
      const viewer = request.viewer!;
      const at = now();
      const visible = await findVisibleBooking(id, viewer);
      assertCanHostCancelBooking(viewer, visible);
      const row = await db.transaction().execute(async (tx) => {
        await lockVenue(tx, visible.venue_id);
        const current = await tx
          .selectFrom('bookings')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        assertHostMayCancel(current, at);
        return tx
          .updateTable('bookings')
          .set({
            status: 'cancelledByHost',
            cancelled_at: at,
            cancellation_reason: body?.reason ? body.reason : null,
            updated_at: at,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const [booking] = await embedBookings(db, [row], { venue: true, customer: true, viewer });
      return single(booking);
    },
  );
}
