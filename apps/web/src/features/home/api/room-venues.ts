import type { Venue } from '@holidaze/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export const ROOM_VENUES_COUNT = 6;

/** 'Choose Your Room': real venues, the guests' best reviewed first (venues without reviews last). */
export const roomVenuesQuery = queryOptions({
  queryKey: ['venues', 'rooms'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<Venue[]>('/holidaze/venues', {
        signal,
        query: { sort: 'rating', sortOrder: 'desc', limit: ROOM_VENUES_COUNT },
      })
    ).data,
  staleTime: 60_000,
});
