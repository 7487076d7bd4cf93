import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';
import { profileQueryKey } from '../../../shared/session';

/**
 * P3, the same request and cache entry as the session's profile: the area reads its loading and
 * error state, and a refresh here updates the header too.
 */
export async function getOwnProfile(name: string, signal?: AbortSignal): Promise<Profile> {
  const envelope = await apiRequest<Profile>(`/holidaze/profiles/${encodeURIComponent(name)}`, {
    auth: true,
    query: { _bookings: 'true', _venues: 'true' },
    signal,
  });
  return envelope.data;
}

export function ownProfileQueryOptions(name: string) {
  return queryOptions({
    queryKey: profileQueryKey(name),
    queryFn: ({ signal }) => getOwnProfile(name, signal),
    staleTime: 30_000,
    retry: false,
  });
}

export function useOwnProfile(name: string) {
  return useQuery(ownProfileQueryOptions(name));
}
