import { queryOptions, useQuery } from '@tanstack/react-query';
import { BULK_PAGE_SIZE, type ListMeta, type Venue } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';

/** P5: every venue the manager owns, each with its bookings and their customers (owner only). */
export async function getManagerVenues(name: string, signal?: AbortSignal): Promise<Venue[]> {
  const venues: Venue[] = [];
  for (let page = 1; ; page += 1) {
    const envelope = await apiRequest<Venue[]>(
      `/holidaze/profiles/${encodeURIComponent(name)}/venues`,
      {
        auth: true,
        query: { _bookings: 'true', _owner: 'true', page, limit: BULK_PAGE_SIZE },
        signal,
      },
    );
    venues.push(...envelope.data);
    const meta = envelope.meta as Partial<ListMeta>;
    if (meta.isLastPage !== false || envelope.data.length === 0) return venues;
  }
}

export const managerVenuesQueryKey = (name: string) => ['admin', name, 'venues'] as const;

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
