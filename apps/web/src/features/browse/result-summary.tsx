import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AMENITY_KEYS, nightsBetween, type VenueSearchFilters } from '@holidaze/domain';
import { formatDisplayDate, nightsLabel } from '../../shared/i18n';
import { AMENITY_LABELS } from './amenity-filter';
import styles from './browse.module.css';

/**
 * "12 venues in Oslo · Mon, 05 Jan 2026 – Thu, 08 Jan 2026 (3 nights) · 2 guests · Has Wifi".
 * The line is there, empty, while the first results load (`total` undefined): a live region
 * present before its words is one a screen reader announces, and the sort beside it keeps its
 * place when they come.
 */
export function ResultSummary({
  total,
  filters,
  inMapArea = false,
}: {
  total: number | undefined;
  filters: VenueSearchFilters;
  /** The list follows the map's box: its count is of that area. */
  inMapArea?: boolean;
}) {
  return (
    <p aria-live="polite" className={styles.summary}>
      {total !== undefined && (
        <SummaryWords total={total} filters={filters} inMapArea={inMapArea} />
      )}
    </p>
  );
}

function SummaryWords({
  total,
  filters,
  inMapArea,
}: {
  total: number;
  filters: VenueSearchFilters;
  inMapArea: boolean;
}) {
  const { t, i18n } = useLingui();
  const where = filters.query || t`all cities`;
  const parts = [
    inMapArea
      ? plural(total, {
          one: `# venue in the map area (${where})`,
          other: `# venues in the map area (${where})`,
        })
      : plural(total, { one: `# venue in ${where}`, other: `# venues in ${where}` }),
  ];
  if (filters.dateFrom && filters.dateTo) {
    const nights = nightsLabel(nightsBetween(filters.dateFrom, filters.dateTo));
    parts.push(
      `${formatDisplayDate(filters.dateFrom)} – ${formatDisplayDate(filters.dateTo)} (${nights})`,
    );
  }
  const guests = filters.guests;
  parts.push(plural(guests, { one: '# guest', other: '# guests' }));
  const amenities = AMENITY_KEYS.filter((key) => filters.amenities[key]).map((key) =>
    i18n._(AMENITY_LABELS[key]),
  );
  if (amenities.length > 0) parts.push(amenities.join(', '));
  return parts.join(' · ');
}
