import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import {
  NAME_DISPLAY_MAX,
  PLACE_DISPLAY_MAX,
  VENUE_CARD_SIZES,
  nightsBetween,
  shownRating,
  truncateAtWord,
  type Venue,
  type VenueSearchFilters,
} from '@holidaze/domain';
import { formatNok, formatOre, nightsLabel } from '../../shared/i18n';
import { paths } from '../../shared/routes';
import { VenueCover } from '../../shared/ui/venue-cover';
import { StarRating } from '../../shared/ui/star-rating';
import ui from '../../shared/ui/ui.module.css';
import styles from './browse.module.css';
import { ApproximatePrice } from '../../shared/currency';
import { placeNames } from '../../shared/i18n/place-names';

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
  const { t, i18n } = useLingui();
  const place = placeNames(venue.location, i18n);
  const city = truncateAtWord(place.city, PLACE_DISPLAY_MAX);
  const country = truncateAtWord(place.country, PLACE_DISPLAY_MAX);
  const perNight = formatNok(venue.price);
  const name = venue.name;
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
          <span className={styles.badge}>
            <Trans>Unavailable during your selected dates</Trans>
          </span>
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
          <StayPrice
            totalOre={venue.stayTotalOre}
            nights={nightsBetween(filters.dateFrom, filters.dateTo)}
            perNight={perNight}
          />
        ) : (
          <p className={styles.price}>
            <Trans>
              <strong>{perNight}</strong> / night
            </Trans>
            <ApproximatePrice ore={venue.price * 100} />
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
            ? t`See other dates`
            : venue.bookingMode === 'request'
              ? t`Request to book`
              : t`Book now`}{' '}
          <span className="visually-hidden">{t`${name} (opens in a new tab)`}</span>
        </a>
      </div>
    </article>
  );
}

/** With dates: the stay's total with every fee, then the night's price. */
function StayPrice(props: { totalOre: number; nights: number; perNight: string }) {
  const total = formatOre(props.totalOre);
  const nights = nightsLabel(props.nights);
  const perNight = props.perNight;
  return (
    <p className={styles.price}>
      <Trans>
        <strong>{total}</strong> for {nights}
        <span className={styles.perNight}> · {perNight} / night</span>
      </Trans>
      <ApproximatePrice ore={props.totalOre} />
    </p>
  );
}
