import { venueSearchRead, type ListMeta, type Venue } from '@holidaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import type { BrowseState } from '../../../shared/search';

/** One page of the server's search (api-contract V1): the browser never downloads the catalogue. */
export async function searchVenues(state: BrowseState, signal?: AbortSignal) {
  const { path, query } = venueSearchRead(state);
  const envelope = await apiRequest<Venue[]>(path, { signal, query });
  return { venues: envelope.data, meta: envelope.meta as ListMeta };
}

export const searchVenuesQuery = (state: BrowseState) =>
  queryOptions({
    queryKey: ['venues', 'search', state],
    queryFn: ({ signal }) => searchVenues(state, signal),
    placeholderData: keepPreviousData,
  });
