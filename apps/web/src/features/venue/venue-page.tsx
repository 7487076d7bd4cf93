import { activeLocale } from '../../shared/i18n';
import { Suspense, lazy, useDeferredValue } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { DEFAULT_LAT, DEFAULT_LNG, venueMetaDescription, type Venue } from '@holidaze/domain';
import { ApiError, apiErrorMessage } from '../../shared/api/http-client';
import { Spinner } from '../../shared/ui/spinner';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint';
import { usePageTitle } from '../../shared/ui/page-title';
import { useVenue } from './api/get-venue';
import { BookingPanel } from '../booking';
import { VenueDetails } from './details/venue-details';
import { VenueGallery } from './gallery/venue-gallery';
import { VenueLoadFailure } from './venue-load-failure';
import { VenueLocationMap } from './map/venue-location-map';
import { ReviewsSection } from './reviews/reviews-section';
import styles from './venue-page.module.css';

// Below the booking panel: the host's card and the phone's bottom bar follow the first view.
const HostCard = lazy(() => import('./details/host-card').then((m) => ({ default: m.HostCard })));
const StickyBookBar = lazy(() =>
  import('./sticky-book-bar').then((m) => ({ default: m.StickyBookBar })),
);

/** Missing coordinates (absent, or the provider's 0,0 placeholder) fall back to the default near Oslo. */
function coordinates(location: Venue['location']): { lat: number; lng: number } {
  const { lat, lng } = location;
  if (lat == null || lng == null || (lat === 0 && lng === 0))
    return { lat: DEFAULT_LAT, lng: DEFAULT_LNG };
  return { lat, lng };
}

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /venue/:venueId — optional query dateFrom, dateTo, guests carry a search into the booking panel. */
export default function VenuePage() {
  const { t } = useLingui();
  const { venueId = '' } = useParams();
  const [search] = useSearchParams();
  const { data, error: loadError, isPending, refetch, isFetching } = useVenue(venueId);
  // A venue already on screen stays there when a later read fails (the one after a booking
  // attempt, while the API is down): only a venue never loaded is a failure page.
  const error = data ? null : loadError;
  // The page's first render with its venue is its biggest piece of work: deferred, React does it
  // in slices between which the browser stays responsive, rather than in one long task. The
  // spinner stays up until it is done (another venue's page is never shown meanwhile).
  const venue = useDeferredValue(data);
  const notFound = isNotFound(error);
  const failure = error
    ? notFound
      ? t`Venue not found.`
      : apiErrorMessage(error, t`Failed to load venue`)
    : null;
  usePageTitle(
    venue
      ? venue.name
      : failure
        ? notFound
          ? t`Venue not found`
          : t`Venue not loaded`
        : undefined,
    // The server writes the same description into the page it sends (crawlers, link previews).
    venue ? venueMetaDescription(venue, activeLocale()) : undefined,
  );

  if (isPending || (data && venue?.id !== data.id)) {
    return (
      <div className={styles.state}>
        <Spinner label={t`Loading venue`} />
      </div>
    );
  }
  if (error || !venue) {
    return (
      <VenueLoadFailure
        message={failure ?? t`Venue not found.`}
        notFound={!failure || notFound}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  const { lat, lng } = coordinates(venue.location);
  return (
    <article className={styles.page}>
      <VenueGallery media={venue.media} venueName={venue.name} />
      <div className={styles.columns}>
        <div className={styles.details}>
          <VenueDetails venue={venue} />
        </div>
        <div className={styles.side}>
          <AfterFirstPaint placeholder={<div className={styles.later} />}>
            <BookingPanel
              // A different venue starts a fresh selection.
              key={venue.id}
              venue={venue}
              initial={{
                dateFrom: search.get('dateFrom'),
                dateTo: search.get('dateTo'),
                guests: search.get('guests'),
              }}
            />
          </AfterFirstPaint>
        </div>
        <div className={styles.rest}>
          <AfterFirstPaint placeholder={<div className={styles.later} />}>
            <Suspense fallback={null}>
              {venue.owner && <HostCard owner={venue.owner} venueId={venue.id} />}
            </Suspense>
            <ReviewsSection venue={venue} />
            <section aria-labelledby="venue-location">
              <h2 id="venue-location" className={styles.sectionTitle}>
                <Trans>Location</Trans>
              </h2>
              <VenueLocationMap lat={lat} lng={lng} venueName={venue.name} />
            </section>
          </AfterFirstPaint>
        </div>
      </div>
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <StickyBookBar
            venueId={venue.id}
            price={venue.price}
            bookingMode={venue.bookingMode}
            panelId="availability-title"
          />
        </Suspense>
      </AfterFirstPaint>
    </article>
  );
}
