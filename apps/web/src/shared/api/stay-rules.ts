import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayRules } from '@holidaze/domain';
import { apiRequest } from './http-client';

/** The venue's stay rules: read by the booking panel (public), written by the host's calendar. */
export const stayRulesPath = (venueId: string) =>
  `/holidaze/venues/${encodeURIComponent(venueId)}/rules`;

export const stayRulesQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: ['venue-rules', venueId] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<StayRules>(stayRulesPath(venueId), { signal })).data,
    retry: false,
    staleTime: 60_000,
  });

/** The venue's stay rules (public), or undefined while they load or when they cannot. */
export function useStayRules(venueId: string): StayRules | undefined {
  return useQuery(stayRulesQueryOptions(venueId)).data;
}
