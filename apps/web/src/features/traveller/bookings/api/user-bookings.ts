import { queryOptions, useQuery } from '@tanstack/react-query';
import { BULK_PAGE_SIZE, type Booking, type ListMeta } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';

/** P6: every booking the user made, each with its venue (name, media, location, maxGuests). */
export async function getUserBookings(name: string, signal?: AbortSignal): Promise<Booking[]> {
  const bookings: Booking[] = [];
  for (let page = 1; ; page += 1) {
    const envelope = await apiRequest<Booking[]>(
      `/holidaze/profiles/${encodeURIComponent(name)}/bookings`,
      {
        auth: true,
        query: { _venue: 'true', _cancelled: 'true', page, limit: BULK_PAGE_SIZE },
        signal,
      },
    );
    bookings.push(...envelope.data);
    const meta = envelope.meta as Partial<ListMeta>;
    if (meta.isLastPage !== false || envelope.data.length === 0) return bookings;
  }
}

export const userBookingsQueryKey = (name: string) => ['user', name, 'bookings'] as const;

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
