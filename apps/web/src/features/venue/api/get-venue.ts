import { queryOptions, useQuery } from '@tanstack/react-query';
import { venueDetailRead, type Venue } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';
import { venueKeys } from '../../../shared/api/query-keys';

/** V3: one venue with its owner and its bookings, read without credentials (spec §6). */
export async function getVenue(venueId: string, signal?: AbortSignal): Promise<Venue> {
  const { path, query } = venueDetailRead(venueId);
  const envelope = await apiRequest<Venue>(path, { query, signal });
  return envelope.data;
}

export function venueQueryOptions(venueId: string) {
  return queryOptions({
    queryKey: venueKeys.detail(venueId),
    queryFn: ({ signal }) => getVenue(venueId, signal),
    retry: false,
  });
}

export function useVenue(venueId: string) {
  return useQuery(venueQueryOptions(venueId));
}
