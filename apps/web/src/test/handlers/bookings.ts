import { http } from 'msw';
import type { Booking, RefundPreview } from '@holidaze/domain';
import { api, ok } from '../api';

/** GET /holidaze/profiles/:name/bookings: the traveller's bookings, on one page. */
export const travellerBookings = (bookings: Booking[]) =>
  http.get(api('/holidaze/profiles/:name/bookings'), () =>
    ok(bookings, { isFirstPage: true, isLastPage: true, currentPage: 1, pageCount: 1 }),
  );

/** GET /holidaze/bookings/:id/refund: what cancelling now would give back (a strict half by default). */
export const refundPreview = (preview: Partial<RefundPreview> = {}) =>
  http.get(api('/holidaze/bookings/:id/refund'), () =>
    ok({
      policy: 'strict',
      percent: 50,
      refundOre: 472_500,
      totalOre: 945_000,
      refundDeadline: '2031-07-02T10:00:00.000Z',
      message:
        'You will no longer owe NOK 4,725 of NOK 9,450; NOK 4,725 stays owed to the host under the policy',
      ...preview,
    } satisfies RefundPreview),
  );
