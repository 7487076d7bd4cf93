import type { Venue } from '@holidaze/domain';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { VenueCard } from '../browse';
import { EmptyState } from '../../shared/ui/empty-state';
import { cardFilters, type StayChoice } from './stay-choice';
import styles from '../../shared/wishlists/wishlists.module.css';
import ui from '../../shared/ui/ui.module.css';

/** A list's venues as Browse shows them (with dates: free or not, and the stay's total). */
export function ListVenues({
  venues,
  stay,
  empty,
  actions,
}: {
  venues: Venue[];
  stay: StayChoice;
  empty: ReactNode;
  actions?: (venue: Venue) => ReactNode;
}) {
  const { t } = useLingui();
  if (venues.length === 0) return <EmptyState>{empty}</EmptyState>;
  const filters = cardFilters(stay);
  return (
    <ul className={`${ui.plainList} ${styles.venues}`} aria-label={t`Venues in this list`}>
      {venues.map((venue, index) => (
        <li key={venue.id} className={styles.venueItem}>
          <VenueCard venue={venue} filters={filters} priority={index < 2} />
          {actions && <div className={styles.toolbar}>{actions(venue)}</div>}
        </li>
      ))}
    </ul>
  );
}
