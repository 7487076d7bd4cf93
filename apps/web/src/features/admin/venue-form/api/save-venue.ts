import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Venue, VenueFormPayload } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';
import { managerVenuesQueryKey } from '../../api/manager-venues';

/** V4 (create) when there is no id yet, V5 (update) otherwise; the body is the form's payload. */
export async function saveVenue(payload: VenueFormPayload, venueId?: string): Promise<Venue> {
  const path = venueId ? `/holidaze/venues/${encodeURIComponent(venueId)}` : '/holidaze/venues';
  const envelope = await apiRequest<Venue>(path, {
    method: venueId ? 'PUT' : 'POST',
    body: payload,
    auth: true,
  });
  return envelope.data;
}

export function useSaveVenue(username: string, venueId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: VenueFormPayload) => saveVenue(payload, venueId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerVenuesQueryKey(username) }),
  });
}
