import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/http-client';
import { useReloadBookings } from './use-reload-bookings';

/** B5: cancels one of the user's upcoming bookings (the API refuses started ones). */
export async function cancelBooking(bookingId: string): Promise<void> {
  await apiRequest<void>(`/holidaze/bookings/${encodeURIComponent(bookingId)}`, {
    method: 'DELETE',
    auth: true,
  });
}

export function useCancelBooking(name: string) {
  const reload = useReloadBookings(name);
  return useMutation({ mutationFn: cancelBooking, onSuccess: reload });
}
