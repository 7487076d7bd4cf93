import { useQuery } from '@tanstack/react-query';
import type { Venue } from '@holidaze/domain';
import { ownListQueryOptions } from '../../../shared/api/fetch-all-pages';

export const managerVenuesQueryKey = (name: string) => ['host', name, 'venues'] as const;

/** P5: every venue the manager owns, each with its bookings and their customers (owner only). */
export const managerVenuesQueryOptions = (name: string) =>
  ownListQueryOptions<Venue>(managerVenuesQueryKey(name), name, 'venues', {
    _bookings: 'true',
    _owner: 'true',
  });

export const useManagerVenues = (name: string) => useQuery(managerVenuesQueryOptions(name));
