import type { Venue } from '@holidaze/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

/** A row of the home page: the first `limit` venues in the server's `sort` order, not the catalogue. */
export const venueShelfQuery = (shelf: string, sort: 'rating' | 'bookings', limit: number) =>
  queryOptions({
    queryKey: ['venues', shelf],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Venue[]>('/holidaze/venues', {
          signal,
          query: { sort, sortOrder: 'desc', limit },
        })
      ).data,
    staleTime: 60_000,
  });
