import {
  DEFAULT_VENUE_IMAGE,
  NAME_DISPLAY_MAX,
  PLACE_DISPLAY_MAX,
  UNKNOWN_CITY,
  UNKNOWN_COUNTRY,
  formatNok,
  truncateAtWord,
  type Venue,
} from '@holidaze/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCarousel } from '../../shared/carousel/use-carousel';
import { paths } from '../../shared/routes';
import { ImageWithFallback } from '../../shared/ui/image-with-fallback';
import { Spinner } from '../../shared/ui/spinner';
import { roomVenuesQuery } from './api/room-venues';
import styles from './home.module.css';

// After the cards, as on Browse's: the heart is not part of Home's first download.
const HeartButton = lazy(() => import('../../shared/wishlists/heart-button'));

/**
 * A card's width as home.module.css lays the carousel out: one slide to a phone's screen, two
 * from 768 px, three from 1,024 px (at most about 400 px each). Without it the browser took a
 * 480 px slot, which on Lighthouse's phone (1.75 device pixels each) asked for the 1,600 px photo.
 */
const ROOM_CARD_SIZES = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px';

const guestsText = (count: number) => `Up to ${count} guest${count === 1 ? '' : 's'}`;

/**
 * 'Choose Your Room': venues from the API, each card a link to its page with a heart over its
 * photo, as on Browse's cards. Loops, centred; 1 slide
 * per view, 2 from 768 px, 3 from 1024 px (CSS), 20 px apart; dots and arrows.
 */
export default function RoomCarousel() {
  const rooms = useQuery(roomVenuesQuery);
  if (rooms.isPending) return <Spinner label="Loading rooms" />;
  if (!rooms.data?.length) return null;
  return <Slides venues={rooms.data} />;
}

function Slides({ venues }: { venues: Venue[] }) {
  const { viewport, embla, selected } = useCarousel({ loop: true, align: 'center' });
  return (
    <div className={styles.carousel} aria-roledescription="carousel" aria-label="Rooms">
      <div className={styles.carouselViewport} ref={viewport}>
        <div className={styles.carouselTrack}>
          {venues.map((venue, index) => {
            const image = venue.media[0];
            const city = truncateAtWord(venue.location.city || UNKNOWN_CITY, PLACE_DISPLAY_MAX);
            const country = truncateAtWord(
              venue.location.country || UNKNOWN_COUNTRY,
              PLACE_DISPLAY_MAX,
            );
            return (
              <article
                key={venue.id}
                className={styles.roomSlide}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${venues.length}`}
              >
                <div className={styles.roomCard}>
                  <ImageWithFallback
                    src={image?.url}
                    alt={image?.alt || venue.name}
                    fallback={DEFAULT_VENUE_IMAGE}
                    media={image}
                    sizes={ROOM_CARD_SIZES}
                    width={480}
                    height={320}
                  />
                  <Suspense fallback={null}>
                    <HeartButton venueId={venue.id} venueName={venue.name} />
                  </Suspense>
                  <div className={styles.roomBody}>
                    <h3 title={venue.name}>
                      {/* The whole card is this link (CSS stretches it over the card). */}
                      <Link to={paths.venue(venue.id)} className={styles.roomLink}>
                        {truncateAtWord(venue.name, NAME_DISPLAY_MAX)}
                      </Link>
                    </h3>
                    <p>
                      {city}, {country}
                    </p>
                    <p>
                      {guestsText(venue.maxGuests)} · <strong>{formatNok(venue.price)}</strong> /
                      night
                    </p>
                  </div>
                </div>
              </article>
            );
          })}
        </div>
      </div>
      <div className={styles.carouselControls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Previous room"
          onClick={() => embla?.scrollPrev()}
        >
          ‹
        </button>
        <div className={styles.dots}>
          {venues.map((venue, index) => (
            <button
              key={venue.id}
              type="button"
              className={`${styles.dot} ${index === selected ? styles.dotActive : ''}`}
              aria-label={`Show ${venue.name}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Next room"
          onClick={() => embla?.scrollNext()}
        >
          ›
        </button>
      </div>
    </div>
  );
}
