import type { ReactNode } from 'react';
import type { Venue } from '@holidaze/domain';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstantDate, formatNok } from '../../../shared/i18n';
import { paths } from '../../../shared/routes';
import { VenueCover } from '../../../shared/ui/venue-cover';
import { StarRating } from '../../../shared/ui/star-rating';
import ui from '../../../shared/ui/ui.module.css';
import styles from '../host-cards.module.css';
import { placeNames } from '../../../shared/i18n/place-names';

/** One of the manager's venues; `actions` holds its options menu on Manage Properties. */
export function HostVenueCard({ venue, actions }: { venue: Venue; actions?: ReactNode }) {
  const { i18n } = useLingui();
  const bookings = venue.bookings?.length ?? venue._count.bookings;
  const { city, country } = placeNames(venue.location, i18n);
  const price = formatNok(venue.price);
  const created = formatInstantDate(venue.created);
  const changed = formatInstantDate(venue.updated);
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
          {city}, {country}
        </p>
        <p className={styles.price}>
          <Trans>
            <strong>{price}</strong> / night
          </Trans>
        </p>
        <div className={styles.cardFacts}>
          <span>{plural(bookings, { one: '# booking', other: '# bookings' })}</span>
          <span className={styles.rating}>
            <StarRating rating={rating} /> {rating?.toFixed(1)}
          </span>
        </div>
        <p className={styles.dates}>
          <Trans>Created {created}</Trans>
          {updated && (
            <>
              {' · '}
              <Trans>Updated {changed}</Trans>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
