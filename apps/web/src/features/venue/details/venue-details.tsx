import { lazy, Suspense } from 'react';
import {
  UNKNOWN_CITY,
  UNKNOWN_COUNTRY,
  formatNok,
  ratingLabel,
  stripHtml,
  type Venue,
} from '@holidaze/domain';
import { StarRating } from '../../../shared/ui/star-rating';
import { AmenitiesList } from './amenities-list';
import { AfterFirstPaint } from '../../../shared/ui/after-first-paint';
import ui from '../../../shared/ui/ui.module.css';
import styles from './venue-details.module.css';
import { Fact } from '../../../shared/ui/fact';

// After the page: the heart is not part of its first download.
const HeartButton = lazy(() => import('../../../shared/wishlists/heart-button'));

function addressLine(location: Venue['location']): string {
  const town = [location.zip, location.city].filter(Boolean).join(' ');
  return [location.address, town, location.country].filter(Boolean).join(', ');
}

/** Name, place, rating, description (as text, never as HTML), price, capacity, amenities and address. */
export function VenueDetails({ venue }: { venue: Venue }) {
  const city = venue.location.city || UNKNOWN_CITY;
  const country = venue.location.country || UNKNOWN_COUNTRY;
  const address = addressLine(venue.location);
  const description = stripHtml(venue.description).trim();
  // From published guest reviews only; "New" before the first (the domain's `shownRating` and
  // `reviewSummaryLine`, written out here to keep the page's first download within its budget).
  // The rating the host set is never shown as a score (docs/spec-deviations.md).
  const reviews = venue.reviewSummary?.count ? venue.reviewSummary : null;

  return (
    <div className={styles.details}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{venue.name}</h1>
          <AfterFirstPaint>
            <Suspense fallback={null}>
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
                {reviews.rating.toFixed(1)} · {reviews.count}{' '}
                {reviews.count === 1 ? 'review' : 'reviews'}
              </span>
              <span className={`${ui.chip} ${styles.ratingLabel}`}>
                {ratingLabel(reviews.rating)}
              </span>
            </>
          ) : (
            <>
              <StarRating rating={null} />
              <span className={styles.ratingSource}>No reviews yet</span>
            </>
          )}
        </div>
      </header>

      <dl className={styles.facts}>
        <Fact term="Price per night">{formatNok(venue.price)}</Fact>
        <Fact term="Max guests">{venue.maxGuests}</Fact>
      </dl>

      <section aria-labelledby="venue-about">
        <h2 id="venue-about" className={styles.sectionTitle}>
          About this place
        </h2>
        <p className={styles.description}>{description || 'No description provided.'}</p>
      </section>

      <section aria-labelledby="venue-amenities">
        <h2 id="venue-amenities" className={styles.sectionTitle}>
          Amenities
        </h2>
        <AmenitiesList meta={venue.meta} />
      </section>

      <section aria-labelledby="venue-address">
        <h2 id="venue-address" className={styles.sectionTitle}>
          Address
        </h2>
        <p className={address ? undefined : styles.muted}>{address || 'Address not provided'}</p>
      </section>
    </div>
  );
}
