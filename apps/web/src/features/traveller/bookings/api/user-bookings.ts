import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@holidaze/domain';
import { fetchAllPages } from '../../../../shared/api/fetch-all-pages';

/** P6: every booking the user made, each with its venue (name, media, location, maxGuests). */
export function getUserBookings(name: string, signal?: AbortSignal): Promise<Booking[]> {
  return fetchAllPages<Booking>(`/holidaze/profiles/${encodeURIComponent(name)}/bookings`, {
    auth: true,
    query: { _venue: 'true', _cancelled: 'true' },
    signal,
  });
}

export const userBookingsQueryKey = (name: string) => ['traveller', name, 'bookings'] as const;

export function userBookingsQueryOptions(name: string) {
  return queryOptions({
    queryKey: userBookingsQueryKey(name),
    queryFn: ({ signal }) => getUserBookings(name, signal),
    retry: false,
  });
}

export function useUserBookings(name: string) {
  return useQuery(userBookingsQueryOptions(name));
}
