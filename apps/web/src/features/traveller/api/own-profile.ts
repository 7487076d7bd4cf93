import { useQuery } from '@tanstack/react-query';
import { ownProfileQueryOptions } from '../../../shared/api/profiles';

/**
 * P3, the same request and cache entry as the session's profile: the area reads its loading and
 * error state, and a refresh here updates the header too.
 */
export function useOwnProfile(name: string) {
  return useQuery({ ...ownProfileQueryOptions(name), retry: false });
}
