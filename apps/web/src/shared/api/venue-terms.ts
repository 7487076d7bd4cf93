import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueTerms } from '@holidaze/domain';
import { apiRequest } from './http-client';
import { venueKeys } from './query-keys';

export const venueTermsPath = (venueId: string) =>
  `/holidaze/venues/${encodeURIComponent(venueId)}/pricing`;

/** GET the venue's prices, fees, discounts and cancellation policy (public). */
export async function getVenueTerms(venueId: string, signal?: AbortSignal): Promise<VenueTerms> {
  return (await apiRequest<VenueTerms>(venueTermsPath(venueId), { signal })).data;
}

/** One entry for the booking panel and the host's pricing page; saving the prices replaces it. */
export const venueTermsQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.terms(venueId),
    queryFn: ({ signal }) => getVenueTerms(venueId, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useVenueTerms = (venueId: string) => useQuery(venueTermsQueryOptions(venueId));
