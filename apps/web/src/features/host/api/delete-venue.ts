import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Venue } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';
import { managerVenuesQueryKey } from './manager-venues';

/** V6: deletes one of the manager's venues (its bookings go with it). */
export async function deleteVenue(venueId: string): Promise<void> {
  await apiRequest<void>(`/holidaze/venues/${encodeURIComponent(venueId)}`, {
    method: 'DELETE',
    auth: true,
  });
}

/** On success the venue leaves the cached list at once (spec §4), then the list reloads. */
export function useDeleteVenue(name: string) {
  const queryClient = useQueryClient();
  const key = managerVenuesQueryKey(name);
  return useMutation({
    mutationFn: deleteVenue,
    onSuccess: async (_result, venueId) => {
      queryClient.setQueryData<Venue[]>(key, (venues) =>
        venues?.filter((venue) => venue.id !== venueId),
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
