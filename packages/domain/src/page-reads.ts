import type { ApiRead } from './api-read';
import { formatMapBox, type MapBox } from './map-area';
import { BROWSE_PAGE_SIZE, TOP_VENUES_COUNT } from './pagination';
import { sortOptionFor, type SortKey, type VenueSearchFilters } from './venue-search';

/** The home page's rows of venues: the first `limit` in the server's `sort` order. */
export const HOME_SHELVES = {
  /** The hero: the most booked. */
  top: { sort: 'bookings', limit: TOP_VENUES_COUNT },
  /** "Choose Your Room": the guests' best reviewed first. */
  rooms: { sort: 'rating', limit: 6 },
} as const;

export function venueShelfRead(shelf: keyof typeof HOME_SHELVES): ApiRead {
  const { sort, limit } = HOME_SHELVES[shelf];
  return { path: '/holidaze/venues', query: { sort, sortOrder: 'desc', limit } };
}

/** The list's filters as the search and the map both send them (docs/api.md): dates only as a pair. */
export function venueFilterQuery(filters: VenueSearchFilters): ApiRead['query'] {
  const withDates = Boolean(filters.dateFrom && filters.dateTo);
  return {
    q: filters.query || undefined,
    guests: filters.guests,
    dateFrom: withDates ? filters.dateFrom : undefined,
    dateTo: withDates ? filters.dateTo : undefined,
    wifi: filters.amenities.wifi ? 'true' : undefined,
    parking: filters.amenities.parking ? 'true' : undefined,
    breakfast: filters.amenities.breakfast ? 'true' : undefined,
    pets: filters.amenities.pets ? 'true' : undefined,
  };
}

/** One page of Browse's list: its filters, sort and page, and the map's box once it was moved. */
export function venueSearchRead(search: {
  filters: VenueSearchFilters;
  sort: SortKey;
  page: number;
  box?: MapBox | undefined;
}): ApiRead {
  const option = sortOptionFor(search.sort);
  return {
    path: '/holidaze/venues',
    query: {
      ...venueFilterQuery(search.filters),
      sort: option.sort,
      sortOrder: option.sortOrder,
      page: search.page,
      limit: BROWSE_PAGE_SIZE,
      bbox: search.box ? formatMapBox(search.box, 7) : undefined,
    },
  };
}
