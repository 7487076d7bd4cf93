import type { Viewer } from '../../auth/viewer.js';
import type { RouteDeps } from '../../http/zod-routes.js';
import { canSeeBooking } from '../../http/authorization.js';
import { notFound } from '../../http/api-error.js';
import type { NoticeSettings } from '../notifications/index.js';
import type { BookingLifecycle } from './booking-lifecycle.js';
import type { BookingQueries } from './booking-repository.js';

/*
 * What the booking routes and the sub-routes they register share, in a file of its own so the
 * sub-routes need not import the file that registers them (no import cycles: eslint.config.js).
 */

export interface BookingRouteDeps extends RouteDeps {
  newBookingReference: () => string;
  notices: NoticeSettings;
}

/** What the routes beside these share: the bookings' queries and the lifecycle. */
export type BookingFeatureDeps = BookingRouteDeps & {
  bookings: BookingQueries;
  lifecycle: BookingLifecycle;
};

/** A booking the viewer may see (customer or venue owner); anyone else gets the same 404. */
export async function findVisibleBooking(bookings: BookingQueries, id: string, viewer: Viewer) {
  const row = await bookings.findWithVenue(id);
  if (!row || !canSeeBooking(viewer, row, row)) throw notFound('No booking with this id');
  return row;
}
