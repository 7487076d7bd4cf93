import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancellationPolicy, VenuePricing } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';

export type VenueTerms = VenuePricing & { cancellationPolicy: CancellationPolicy };

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
