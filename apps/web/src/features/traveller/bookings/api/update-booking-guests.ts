import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';
import { useReloadBookings } from './use-reload-bookings';

/** B4: a new guest count for one of the user's upcoming bookings. */
export async function updateBookingGuests(bookingId: string, guests: number): Promise<Booking> {
  const envelope = await apiRequest<Booking>(
    `/holidaze/bookings/${encodeURIComponent(bookingId)}`,
    { method: 'PUT', auth: true, body: { guests } },
  );
  return envelope.data;
}

export function useUpdateBookingGuests(name: string) {
  const reload = useReloadBookings(name);
  return useMutation({
    mutationFn: ({ bookingId, guests }: { bookingId: string; guests: number }) =>
      updateBookingGuests(bookingId, guests),
    onSuccess: reload,
  });
}
