import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';
import type { ManagerBooking } from '../manager-bookings';

/**
 * GET /holidaze/bookings/:id for a booking a link names that the venue list does not hold (a
 * declined, withdrawn or expired request): the API shows it to the venue's owner.
 */
async function getLinkedBooking(id: string, signal?: AbortSignal): Promise<ManagerBooking | null> {
  const booking = (
    await apiRequest<Booking>(`/holidaze/bookings/${encodeURIComponent(id)}`, {
      auth: true,
      query: { _venue: 'true', _customer: 'true' },
      signal,
    })
  ).data;
  if (!booking.venue) return null;
  const { venue, ...rest } = booking;
  return { ...rest, venue: { id: venue.id, name: venue.name, price: venue.price } };
}

export function useLinkedBooking(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['bookings', 'detail', id ?? '', 'host'] as const,
    queryFn: ({ signal }) => getLinkedBooking(id!, signal),
    enabled: enabled && Boolean(id),
    retry: false,
  });
}
