import type { VenueSearchFilters } from '@holidaze/domain';

/** The list's filters as the search and the map both send them (docs/api.md): dates only as a pair. */
export function filterQuery(filters: VenueSearchFilters) {
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
