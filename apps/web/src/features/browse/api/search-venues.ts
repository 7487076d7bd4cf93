import {
  BROWSE_PAGE_SIZE,
  formatMapBox,
  sortOptionFor,
  type ListMeta,
  type Venue,
} from '@holidaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import type { BrowseState } from '../../../shared/search';
import { filterQuery } from './filter-query';

/** One page of the server's search (api-contract V1): the browser never downloads the catalogue. */
export async function searchVenues(state: BrowseState, signal?: AbortSignal) {
  const option = sortOptionFor(state.sort);
  const envelope = await apiRequest<Venue[]>('/holidaze/venues', {
    signal,
    query: {
      ...filterQuery(state.filters),
      sort: option.sort,
      sortOrder: option.sortOrder,
      page: state.page,
      limit: BROWSE_PAGE_SIZE,
      bbox: state.box ? formatMapBox(state.box, 7) : undefined,
    },
  });
  return { venues: envelope.data, meta: envelope.meta as ListMeta };
}

export const searchVenuesQuery = (state: BrowseState) =>
  queryOptions({
    queryKey: ['venues', 'search', state],
    queryFn: ({ signal }) => searchVenues(state, signal),
    placeholderData: keepPreviousData,
  });
