import {
  AMENITY_KEYS,
  formatDisplayDate,
  nightsBetween,
  type VenueSearchFilters,
} from '@holidaze/domain';
import { AMENITY_LABELS } from './amenity-filter';
import styles from './browse.module.css';

/** "12 venues in Oslo · Mon, 05 Jan 2026 – Thu, 08 Jan 2026 (3 nights) · 2 guests · Has Wifi". */
export function ResultSummary({
  total,
  filters,
  inMapArea = false,
}: {
  total: number;
  filters: VenueSearchFilters;
  /** The list follows the map's box: its count is of that area. */
  inMapArea?: boolean;
}) {
  const where = filters.query || 'all cities';
  const parts = [
    `${total} ${total === 1 ? 'venue' : 'venues'} in ${inMapArea ? `the map area (${where})` : where}`,
  ];
  if (filters.dateFrom && filters.dateTo) {
    const nights = nightsBetween(filters.dateFrom, filters.dateTo);
    parts.push(
      `${formatDisplayDate(filters.dateFrom)} – ${formatDisplayDate(filters.dateTo)} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
    );
  }
  parts.push(`${filters.guests} ${filters.guests === 1 ? 'guest' : 'guests'}`);
  const amenities = AMENITY_KEYS.filter((key) => filters.amenities[key]).map(
    (key) => AMENITY_LABELS[key],
  );
  if (amenities.length > 0) parts.push(amenities.join(', '));
  return (
    <p aria-live="polite" className={styles.summary}>
      {parts.join(' · ')}
    </p>
  );
}
