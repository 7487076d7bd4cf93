import { venueShelfRead, type HOME_SHELVES, type Venue } from '@holidaze/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

/** A row of the home page (domain `HOME_SHELVES`): its first venues, not the catalogue. */
export const venueShelfQuery = (shelf: keyof typeof HOME_SHELVES) =>
  queryOptions({
    queryKey: ['venues', shelf],
    queryFn: async ({ signal }) => {
      const { path, query } = venueShelfRead(shelf);
      return (await apiRequest<Venue[]>(path, { signal, query })).data;
    },
    staleTime: 60_000,
  });
