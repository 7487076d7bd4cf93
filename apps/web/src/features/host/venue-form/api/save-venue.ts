import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Venue, VenueFormPayload } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';
import { managerVenuesQueryKey } from '../../api/manager-venues';

/** V4 (create) when there is no id yet, V5 (update) otherwise; the body is the form's payload. */
export async function saveVenue(
  payload: VenueFormPayload,
  venueId?: string,
  idempotencyKey?: string,
): Promise<Venue> {
  const path = venueId ? `/holidaze/venues/${encodeURIComponent(venueId)}` : '/holidaze/venues';
  const envelope = await apiRequest<Venue>(path, {
    method: venueId ? 'PUT' : 'POST',
    body: payload,
    auth: true,
    // A create sent twice (a double click, a retry after a lost answer) makes one venue.
    ...(!venueId && idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
  return envelope.data;
}

export function useSaveVenue(username: string, venueId?: string) {
  const queryClient = useQueryClient();
  // One key per form page: every attempt to create this one venue carries it.
  const [idempotencyKey] = useState(() => globalThis.crypto.randomUUID());
  return useMutation({
    mutationFn: (payload: VenueFormPayload) => saveVenue(payload, venueId, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerVenuesQueryKey(username) }),
  });
}
