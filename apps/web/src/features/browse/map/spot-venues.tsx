import { DEFAULT_SORT_KEY, type VenueSearchFilters } from '@holidaze/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/routes';
import { searchVenuesQuery } from '../api/search-venues';
import { boxAround } from './map-view';

/**
 * The venues at one address, one by one: the list's own search with a box around the point
 * (docs/api.md, "Map search"), so they are the venues the filters find there.
 */
export function SpotVenues(props: { lat: number; lng: number; filters: VenueSearchFilters }) {
  const { lat, lng, filters } = props;
  const { t } = useLingui();
  const query = useQuery(
    searchVenuesQuery({ filters, sort: DEFAULT_SORT_KEY, page: 1, box: boxAround(lat, lng) }),
  );
  if (query.isPending) return <p>{t`Loading the venues here…`}</p>;
  if (query.isError) return <p>{t`The venues here could not be loaded.`}</p>;
  const withDates = Boolean(filters.dateFrom && filters.dateTo);
  return (
    <ul aria-label={t`Venues at this address`}>
      {query.data.venues.map((venue) => (
        <li key={venue.id}>
          <a
            href={paths.venue(venue.id, {
              ...(withDates ? { dateFrom: filters.dateFrom, dateTo: filters.dateTo } : {}),
              guests: filters.guests,
            })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {venue.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
