import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Venue } from '@holidaze/domain';
import { fetchAllPages } from '../../../shared/api/fetch-all-pages';

/** P5: every venue the manager owns, each with its bookings and their customers (owner only). */
export function getManagerVenues(name: string, signal?: AbortSignal): Promise<Venue[]> {
  return fetchAllPages<Venue>(`/holidaze/profiles/${encodeURIComponent(name)}/venues`, {
    auth: true,
    query: { _bookings: 'true', _owner: 'true' },
    signal,
  });
}

export const managerVenuesQueryKey = (name: string) => ['host', name, 'venues'] as const;

export function managerVenuesQueryOptions(name: string) {
  return queryOptions({
    queryKey: managerVenuesQueryKey(name),
    queryFn: ({ signal }) => getManagerVenues(name, signal),
    retry: false,
  });
}

export function useManagerVenues(name: string) {
  return useQuery(managerVenuesQueryOptions(name));
}
