import { useQuery } from '@tanstack/react-query';
import { ownProfileQueryOptions } from '../../../shared/api/profiles';

/**
 * The manager's own profile for the host's header. Same key and call as the session's profile
 * query, so both share one request and one cache entry.
 */
export function useManagerProfile(name: string) {
  return useQuery({ ...ownProfileQueryOptions(name), retry: false });
}
