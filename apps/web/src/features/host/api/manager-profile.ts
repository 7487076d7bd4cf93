import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';
import { profileQueryKey } from '../../../shared/session';

/**
 * The manager's own profile for the host's header. Same key and call as the session's profile
 * query, so both share one request and one cache entry.
 */
export function useManagerProfile(name: string) {
  return useQuery({
    queryKey: profileQueryKey(name),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Profile>(`/holidaze/profiles/${encodeURIComponent(name)}`, {
          auth: true,
          query: { _bookings: 'true', _venues: 'true' },
          signal,
        })
      ).data,
    staleTime: 30_000,
    retry: false,
  });
}
