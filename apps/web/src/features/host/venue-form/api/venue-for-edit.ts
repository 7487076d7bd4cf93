import { useQuery } from '@tanstack/react-query';
import type { Venue } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';

export const venueForEditQueryKey = (venueId: string) =>
  ['host', 'venue-for-edit', venueId] as const;

/** V2 with its owner, so the edit page can tell whether the venue is the manager's own. */
export function useVenueForEdit(venueId: string) {
  return useQuery({
    queryKey: venueForEditQueryKey(venueId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Venue>(`/holidaze/venues/${encodeURIComponent(venueId)}`, {
          query: { _owner: 'true' },
          signal,
        })
      ).data,
    retry: false,
    // Always the stored values, never a cached older edit.
    gcTime: 0,
  });
}
