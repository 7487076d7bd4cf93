import { useQuery } from '@tanstack/react-query';
import type { StayRules } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';

/** The venue's stay rules (public), or undefined while they load or when they cannot. */
export function useStayRules(venueId: string): StayRules | undefined {
  const query = useQuery({
    queryKey: ['venue-rules', venueId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<StayRules>(`/holidaze/venues/${encodeURIComponent(venueId)}/rules`, {
          signal,
        })
      ).data,
    retry: false,
    staleTime: 60_000,
  });
  return query.data;
}
