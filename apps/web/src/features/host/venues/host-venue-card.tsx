import type { ReactNode } from 'react';
import {
  UNKNOWN_CITY,
  UNKNOWN_COUNTRY,
  formatInstantDate,
  formatNok,
  type Venue,
} from '@holidaze/domain';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { VenueCover } from '../../../shared/ui/venue-cover';
import { StarRating } from '../../../shared/ui/star-rating';
import ui from '../../../shared/ui/ui.module.css';
import styles from '../host-cards.module.css';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One of the manager's venues; `actions` holds its options menu on Manage Properties. */
export function HostVenueCard({ venue, actions }: { venue: Venue; actions?: ReactNode }) {
  const bookings = venue.bookings?.length ?? venue._count.bookings;
  const updated = venue.updated !== venue.created;
  // The guests' score, never the rating the host set for their own venue (the domain's
  // `shownRating`, written out here to keep the dashboard's first download within its budget).
  const rating = venue.reviewSummary?.count ? venue.reviewSummary.rating : null;
  return (
    <article className={styles.card} aria-labelledby={`venue-${venue.id}`}>
      <VenueCover
        className={styles.cardImage}
        venue={venue}
        sizes="240px"
        width={240}
        height={160}
      />
      <div className={styles.cardBody}>
        <div className={ui.titleRow}>
          <h3 id={`venue-${venue.id}`} className={styles.cardTitle}>
            <Link to={paths.venue(venue.id)}>{venue.name}</Link>
          </h3>
          {actions}
        </div>
        <p className={styles.muted}>
          {venue.location.city || UNKNOWN_CITY}, {venue.location.country || UNKNOWN_COUNTRY}
        </p>
        <p className={styles.price}>
          <strong>{formatNok(venue.price)}</strong> / night
        </p>
        <div className={styles.cardFacts}>
          <span>{plural(bookings, 'booking')}</span>
          <span className={styles.rating}>
            <StarRating rating={rating} /> {rating?.toFixed(1)}
          </span>
        </div>
        <p className={styles.dates}>
          Created {formatInstantDate(venue.created)}
          {updated && <> · Updated {formatInstantDate(venue.updated)}</>}
        </p>
      </div>
    </article>
  );
}
