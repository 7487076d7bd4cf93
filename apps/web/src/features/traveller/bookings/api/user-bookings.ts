import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@holidaze/domain';
import { fetchProfileList, ownListQueryOptions } from '../../../../shared/api/fetch-all-pages';

/** P6: every booking the user made, each with its venue (name, media, location, maxGuests). */
const BOOKINGS_QUERY = { _venue: 'true', _cancelled: 'true' };

export const getUserBookings = (name: string, signal?: AbortSignal) =>
  fetchProfileList<Booking>(name, 'bookings', BOOKINGS_QUERY, signal);

export const userBookingsQueryKey = (name: string) => ['traveller', name, 'bookings'] as const;

export const userBookingsQueryOptions = (name: string) =>
  ownListQueryOptions<Booking>(userBookingsQueryKey(name), name, 'bookings', BOOKINGS_QUERY);

export const useUserBookings = (name: string) => useQuery(userBookingsQueryOptions(name));
