import { Suspense, lazy } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DEFAULT_LAT, DEFAULT_LNG, venueMetaDescription, type Venue } from '@holidaze/domain';
import { ApiError, apiErrorMessage } from '../../shared/api/http-client';
import { Spinner, usePageTitle } from '../../shared/ui';
import { useVenue } from './api/get-venue';
import { BookingPanel } from '../booking';
import { HostCard } from './details/host-card';
import { VenueDetails } from './details/venue-details';
import { VenueGallery } from './gallery/venue-gallery';
import { StickyBookBar } from './sticky-book-bar';
import { VenueLoadFailure } from './venue-load-failure';
import mapStyles from './map/venue-map.module.css';
import styles from './venue-page.module.css';

const VenueMap = lazy(() => import('./map/venue-map'));

/** Missing coordinates (absent, or the provider's 0,0 placeholder) fall back to the default near Oslo. */
function coordinates(location: Venue['location']): { lat: number; lng: number } {
  const { lat, lng } = location;
  if (lat == null || lng == null || (lat === 0 && lng === 0))
    return { lat: DEFAULT_LAT, lng: DEFAULT_LNG };
  return { lat, lng };
}

function loadFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return 'Venue not found.';
  return apiErrorMessage(error, 'Failed to load venue');
}

/** /venue/:venueId — optional query dateFrom, dateTo, guests carry a search into the booking panel. */
export default function VenuePage() {
  const { venueId = '' } = useParams();
  const [search] = useSearchParams();
  const { data: venue, error, isPending } = useVenue(venueId);
  const failure = error ? loadFailure(error) : null;
  const notFound = failure === 'Venue not found.';
  usePageTitle(
    venue ? venue.name : failure ? (notFound ? 'Venue not found' : 'Venue not loaded') : undefined,
    // The server writes the same description into the page it sends (crawlers, link previews).
    venue ? venueMetaDescription(venue) : undefined,
  );

  if (isPending) {
    return (
      <div className={styles.state}>
        <Spinner label="Loading venue" />
      </div>
    );
  }
  if (error || !venue) {
    return (
      <VenueLoadFailure message={failure ?? 'Venue not found.'} notFound={!failure || notFound} />
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
        </div>
        <div className={styles.rest}>
          {venue.owner && <HostCard owner={venue.owner} />}
          <section aria-labelledby="venue-location">
            <h2 id="venue-location" className={styles.sectionTitle}>
              Location
            </h2>
            <Suspense fallback={<div className={mapStyles.placeholder}>Loading map…</div>}>
              <VenueMap lat={lat} lng={lng} venueName={venue.name} />
            </Suspense>
          </section>
        </div>
      </div>
      <StickyBookBar price={venue.price} panelId="availability-title" />
    </article>
  );
}
