import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@holidaze/domain';
import { apiData } from '../../../../shared/api/http-client';
import { managerVenuesQueryKey } from '../../api/manager-venues';

export interface HostCancellation {
  bookingId: string;
  reason?: string;
}

/**
 * POST /holidaze/bookings/:id/cancellation: the venue's owner cancels an upcoming or ongoing
 * booking; the traveller sees it cancelled by the host, with the reason.
 */
export async function cancelBookingAsHost({
  bookingId,
  reason,
}: HostCancellation): Promise<Booking> {
  const trimmed = reason?.trim();
  return apiData<Booking>(`/holidaze/bookings/${encodeURIComponent(bookingId)}/cancellation`, {
    method: 'POST',
    auth: true,
    body: trimmed ? { reason: trimmed } : {},
  });
}

/** The venue list (with its bookings) is read again: a cancelled stay frees its nights. */
export function useCancelBookingAsHost(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBookingAsHost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerVenuesQueryKey(name) }),
  });
}
