import { NAME_DISPLAY_MAX, PLACE_DISPLAY_MAX, truncateAtWord, type Venue } from '@holidaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCarousel } from '../../shared/carousel/use-carousel';
import { formatNok } from '../../shared/i18n';
import { paths } from '../../shared/routes';
import { ArrowButton } from '../../shared/ui/arrow-button';
import { VenueCover } from '../../shared/ui/venue-cover';
import { Spinner } from '../../shared/ui/spinner';
import { roomVenuesQuery } from './api/room-venues';
import styles from './home.module.css';
import { placeNames } from '../../shared/i18n/place-names';

// After the cards, as on Browse's: the heart is not part of Home's first download.
const HeartButton = lazy(() => import('../../shared/wishlists/heart-button'));

/**
 * A card's width as home.module.css lays the carousel out: one slide to a phone's screen, two
 * from 768 px, three from 1,024 px (at most about 400 px each). Without it the browser took a
 * 480 px slot, which on Lighthouse's phone (1.75 device pixels each) asked for the 1,600 px photo.
 */
const ROOM_CARD_SIZES = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px';

const guestsText = (count: number) =>
  plural(count, { one: 'Up to # guest', other: 'Up to # guests' });

/**
 * 'Choose Your Room': venues from the API, each card a link to its page with a heart over its
 * photo, as on Browse's cards. Loops, centred; 1 slide
 * per view, 2 from 768 px, 3 from 1024 px (CSS), 20 px apart; dots and arrows.
 */
export default function RoomCarousel() {
  const { t } = useLingui();
  const rooms = useQuery(roomVenuesQuery);
  if (rooms.isPending) return <Spinner label={t`Loading rooms`} />;
  if (!rooms.data?.length) return null;
  return <Slides venues={rooms.data} />;
}

function Slides({ venues }: { venues: Venue[] }) {
  const { t, i18n } = useLingui();
  const { viewport, embla, selected } = useCarousel({ loop: true, align: 'center' });
  const count = venues.length;
  return (
    <div className={styles.carousel} aria-roledescription="carousel" aria-label={t`Rooms`}>
      <div className={styles.carouselViewport} ref={viewport}>
        <div className={styles.carouselTrack}>
          {venues.map((venue, index) => {
            const place = placeNames(venue.location, i18n);
            const city = truncateAtWord(place.city, PLACE_DISPLAY_MAX);
            const country = truncateAtWord(place.country, PLACE_DISPLAY_MAX);
            const position = index + 1;
            const price = formatNok(venue.price);
            return (
              <article
                key={venue.id}
                className={styles.roomSlide}
                aria-roledescription="slide"
                aria-label={t`${position} of ${count}`}
              >
                <div className={styles.roomCard}>
                  <VenueCover venue={venue} sizes={ROOM_CARD_SIZES} width={480} height={320} />
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
                      {guestsText(venue.maxGuests)} ·{' '}
                      <Trans>
                        <strong>{price}</strong> / night
                      </Trans>
                    </p>
                  </div>
                </div>
              </article>
            );
          })}
        </div>
      </div>
      <div className={styles.carouselControls}>
        <ArrowButton
          direction="previous"
          className={styles.arrow}
          aria-label={t`Previous room`}
          onClick={() => embla?.scrollPrev()}
        />
        <div className={styles.dots}>
          {venues.map((venue, index) => {
            const name = venue.name;
            return (
              <button
                key={venue.id}
                type="button"
                className={`${styles.dot} ${index === selected ? styles.dotActive : ''}`}
                aria-label={t`Show ${name}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
              />
            );
          })}
        </div>
        <ArrowButton
          direction="next"
          className={styles.arrow}
          aria-label={t`Next room`}
          onClick={() => embla?.scrollNext()}
        />
      </div>
    </div>
  );
}
