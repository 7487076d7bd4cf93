import { TOP_VENUES_COUNT, type Venue } from '@holidaze/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

/** The hero's venues: the five most booked, sorted by the server — not the whole catalogue. */
export const topVenuesQuery = queryOptions({
  queryKey: ['venues', 'top'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<Venue[]>('/holidaze/venues', {
        signal,
        query: { sort: 'bookings', sortOrder: 'desc', limit: TOP_VENUES_COUNT },
      })
    ).data,
  staleTime: 60_000,
});
