import { lazy, Suspense } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  ratingLabel,
  stripHtml,
  venueDescriptionFor,
  type RatingLabel,
  type Venue,
} from '@holidaze/domain';
import { activeLocale, formatGroupedNumber, formatNok } from '../../../shared/i18n';
import { StarRating } from '../../../shared/ui/star-rating';
import { AmenitiesList } from './amenities-list';
import { AfterFirstPaint } from '../../../shared/ui/after-first-paint';
import ui from '../../../shared/ui/ui.module.css';
import styles from './venue-details.module.css';
import { Fact } from '../../../shared/ui/fact';
import { ApproximatePrice } from '../../../shared/currency';
import { placeNames } from '../../../shared/i18n/place-names';

// After the page: the heart is not part of its first download (its space is).
const HeartButton = lazy(() => import('../../../shared/wishlists/heart-button'));

const RATING_LABELS: Record<RatingLabel, MessageDescriptor> = {
  Superb: msg`Superb`,
  Great: msg`Great`,
  Average: msg`Average`,
  Poor: msg`Poor`,
  'Very Poor': msg`Very Poor`,
};

function addressLine(location: Venue['location']): string {
  const town = [location.zip, location.city].filter(Boolean).join(' ');
  return [location.address, town, location.country].filter(Boolean).join(', ');
}

/** Name, place, rating, description (as text, never as HTML), price, capacity, amenities and address. */
export function VenueDetails({ venue }: { venue: Venue }) {
  const { t, i18n } = useLingui();
  const { city, country } = placeNames(venue.location, i18n);
  const address = addressLine(venue.location);
  // The host's words in the page's language when they wrote them, else as they wrote them,
  // marked with their language so a screen reader reads them right (docs/api.md, "Venues").
  const page = activeLocale();
  const shown = venueDescriptionFor(venue, page);
  const description = stripHtml(shown.text).trim();
  const descriptionLang = shown.language && shown.language !== page ? shown.language : undefined;
  // From published guest reviews only; "New" before the first (the domain's `shownRating` and
  // `reviewSummaryLine`, written out here to keep the page's first download within its budget).
  // The rating the host set is never shown as a score (docs/spec-deviations.md).
  const reviews = venue.reviewSummary?.count ? venue.reviewSummary : null;
  const count = reviews?.count ?? 0;
  // The heart's box, unseen, until its code has come: the row wraps as it will then, and nothing
  // below the title moves when the button takes its place.
  const heartSpace = (
    <span className={styles.heartSpace} aria-hidden="true">
      <span className={styles.heartIconSpace} />
      <span>{t`Save`}</span>
    </span>
  );

  return (
    <div className={ui.stack5}>
      <header className={ui.stack2}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{venue.name}</h1>
          <AfterFirstPaint placeholder={heartSpace}>
            <Suspense fallback={heartSpace}>
              <HeartButton venueId={venue.id} venueName={venue.name} variant="inline" />
            </Suspense>
          </AfterFirstPaint>
        </div>
        <p className={styles.place}>
          {city}, {country}
        </p>
        <div className={styles.rating}>
          {reviews ? (
            <>
              <StarRating rating={reviews.rating} />
              <span>
                {formatGroupedNumber(reviews.rating, 1, 1)} ·{' '}
                <Plural value={count} one="# review" other="# reviews" />
              </span>
              <span className={`${ui.chip} ${styles.ratingLabel}`}>
                {i18n._(RATING_LABELS[ratingLabel(reviews.rating)])}
              </span>
            </>
          ) : (
            <>
              <StarRating rating={null} />
              <span className={styles.ratingSource}>
                <Trans>No reviews yet</Trans>
              </span>
            </>
          )}
        </div>
      </header>

      <dl className={styles.facts}>
        <Fact term={t`Price per night`}>
          {formatNok(venue.price)}
          <ApproximatePrice ore={venue.price * 100} />
        </Fact>
        <Fact term={t`Max guests`}>{venue.maxGuests}</Fact>
      </dl>

      <section aria-labelledby="venue-about">
        <h2 id="venue-about" className={styles.sectionTitle}>
          <Trans>About this place</Trans>
        </h2>
        <p className={styles.description} lang={description ? descriptionLang : undefined}>
          {description || <Trans>No description provided.</Trans>}
        </p>
      </section>

      <section aria-labelledby="venue-amenities">
        <h2 id="venue-amenities" className={styles.sectionTitle}>
          <Trans>Amenities</Trans>
        </h2>
        <AmenitiesList meta={venue.meta} />
      </section>

      <section aria-labelledby="venue-address">
        <h2 id="venue-address" className={styles.sectionTitle}>
          <Trans>Address</Trans>
        </h2>
        <p className={address ? undefined : styles.muted}>
          {address || <Trans>Address not provided</Trans>}
        </p>
      </section>
    </div>
  );
}
