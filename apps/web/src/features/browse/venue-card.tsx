import { lazy, Suspense } from 'react';
import {
  NAME_DISPLAY_MAX,
  PLACE_DISPLAY_MAX,
  UNKNOWN_CITY,
  UNKNOWN_COUNTRY,
  VENUE_CARD_SIZES,
  formatNok,
  formatOre,
  nightsBetween,
  nightsLabel,
  shownRating,
  truncateAtWord,
  type Venue,
  type VenueSearchFilters,
} from '@holidaze/domain';
import { paths } from '../../shared/routes';
import { VenueCover } from '../../shared/ui/venue-cover';
import { StarRating } from '../../shared/ui/star-rating';
import ui from '../../shared/ui/ui.module.css';
import styles from './browse.module.css';

// After the card: the heart is not part of the page's first download.
const HeartButton = lazy(() => import('../../shared/wishlists/heart-button'));

export function VenueCard({
  venue,
  filters,
  priority,
}: {
  venue: Venue;
  filters: VenueSearchFilters;
  priority: boolean;
}) {
  const city = truncateAtWord(venue.location.city || UNKNOWN_CITY, PLACE_DISPLAY_MAX);
  const country = truncateAtWord(venue.location.country || UNKNOWN_COUNTRY, PLACE_DISPLAY_MAX);
  const withDates = Boolean(filters.dateFrom && filters.dateTo);
  const href = paths.venue(venue.id, {
    ...(withDates ? { dateFrom: filters.dateFrom, dateTo: filters.dateTo } : {}),
    guests: filters.guests,
  });
  return (
    <article className={styles.card}>
      <div className={styles.cardImage}>
        <VenueCover
          venue={venue}
          sizes={VENUE_CARD_SIZES}
          width={400}
          height={267}
          priority={priority}
        />
        <Suspense fallback={null}>
          <HeartButton venueId={venue.id} venueName={venue.name} />
        </Suspense>
        {venue.isUnavailable && (
          <span className={styles.badge}>Unavailable during your selected dates</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} title={venue.name}>
          {truncateAtWord(venue.name, NAME_DISPLAY_MAX)}
        </h3>
        <p className={styles.place}>
          {city}, {country}
        </p>
        <StarRating rating={shownRating(venue)} />
        {withDates && venue.stayTotalOre !== undefined ? (
          <p className={styles.price}>
            <strong>{formatOre(venue.stayTotalOre)}</strong> for{' '}
            {nightsLabel(nightsBetween(filters.dateFrom, filters.dateTo))}
            <span className={styles.perNight}> · {formatNok(venue.price)} / night</span>
          </p>
        ) : (
          <p className={styles.price}>
            <strong>{formatNok(venue.price)}</strong> / night
          </p>
        )}
        <a
          className={`${ui.bookLink} ${styles.book} ${venue.isUnavailable ? styles.bookOther : ''}`}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {/* Taken on the chosen dates: the link says what it leads to, not the same Book now. */}
          {venue.isUnavailable
            ? 'See other dates'
            : venue.bookingMode === 'request'
              ? 'Request to book'
              : 'Book now'}{' '}
          <span className="visually-hidden">{venue.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
