import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@holidaze/domain';
import { apiData } from '../../../../shared/api/http-client';

/** B2: one booking with its venue and customer (the API shows it to its customer and host only). */
export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiData<Booking>(`/holidaze/bookings/${encodeURIComponent(id)}`, {
    auth: true,
    query: { _venue: 'true', _customer: 'true' },
    signal,
  });
}

export const bookingQueryKey = (id: string) => ['bookings', 'detail', id] as const;

export function useBooking(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: bookingQueryKey(id ?? ''),
    queryFn: ({ signal }) => getBooking(id!, signal),
    enabled: enabled && Boolean(id),
    retry: false,
  });
}
