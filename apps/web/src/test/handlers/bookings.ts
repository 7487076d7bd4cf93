import { http } from 'msw';
import type { Booking } from '@holidaze/domain';
import { api, ok } from '../api';

/** GET /holidaze/profiles/:name/bookings: the traveller's bookings, on one page. */
export const travellerBookings = (bookings: Booking[]) =>
  http.get(api('/holidaze/profiles/:name/bookings'), () =>
    ok(bookings, { isFirstPage: true, isLastPage: true, currentPage: 1, pageCount: 1 }),
  );
