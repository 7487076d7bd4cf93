import { useQueryClient } from '@tanstack/react-query';
import { managerVenuesQueryKey } from '../../api/manager-venues';

/** Reads the manager's venues and their bookings again (after a request is answered). */
export function useRefreshManagerVenues(name: string | undefined) {
  const queryClient = useQueryClient();
  return () =>
    name ? queryClient.invalidateQueries({ queryKey: managerVenuesQueryKey(name) }) : undefined;
}
