import { formatMapBox, venueFilterQuery, type MapAnswer, type MapBox } from '@holidaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import type { VenueSearchFilters } from '@holidaze/domain';

export interface MapView {
  box: MapBox;
  zoom: number;
}

/** The map's clusters and pins for its box and zoom, with the list's filters (docs/api.md). */
export async function fetchVenueMap(
  filters: VenueSearchFilters,
  view: MapView,
  signal?: AbortSignal,
): Promise<MapAnswer> {
  const envelope = await apiRequest<MapAnswer>('/holidaze/venues/map', {
    signal,
    query: {
      bbox: formatMapBox(view.box),
      zoom: view.zoom,
      ...venueFilterQuery(filters),
    },
  });
  return envelope.data;
}

export const venueMapQuery = (filters: VenueSearchFilters, view: MapView) =>
  queryOptions({
    queryKey: ['venues', 'map', filters, formatMapBox(view.box), view.zoom],
    queryFn: ({ signal }) => fetchVenueMap(filters, view, signal),
    placeholderData: keepPreviousData,
  });
