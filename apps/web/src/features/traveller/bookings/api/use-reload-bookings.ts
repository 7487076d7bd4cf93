import { useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../../../shared/api/profiles';
import { userBookingsQueryKey } from './user-bookings';

/** After a booking changed: its list and the profile's booking count load again. */
export function useReloadBookings(name: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userBookingsQueryKey(name) }),
      queryClient.invalidateQueries({ queryKey: profileKeys.detail(name) }),
    ]);
}
