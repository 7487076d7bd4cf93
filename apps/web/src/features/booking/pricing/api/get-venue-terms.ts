import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueTerms } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';

/** The venue's prices, fees, discounts and cancellation policy (public). */
export async function getVenueTerms(venueId: string, signal?: AbortSignal): Promise<VenueTerms> {
  return (
    await apiRequest<VenueTerms>(`/holidaze/venues/${encodeURIComponent(venueId)}/pricing`, {
      signal,
    })
  ).data;
}

export const venueTermsQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: ['venues', 'terms', venueId],
    queryFn: ({ signal }) => getVenueTerms(venueId, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useVenueTerms = (venueId: string) => useQuery(venueTermsQueryOptions(venueId));
