import { Trans, useLingui } from '@lingui/react/macro';
import { HOME_HERO_SIZES } from '@holidaze/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { paths } from '../../shared/routes';
import { usePainted } from '../../shared/ui/after-paint';
import { handOverFirstPhoto, removeFirstPhoto } from '../../shared/ui/first-photo';
import { VenueCover } from '../../shared/ui/venue-cover';
import { prefersReducedMotion } from '../../shared/ui/motion';
import { Spinner } from '../../shared/ui/spinner';
import { topVenuesQuery } from './api/top-venues';
import ui from '../../shared/ui/ui.module.css';
import styles from './home.module.css';
import { placeNames } from '../../shared/i18n/place-names';

export const HERO_INTERVAL_MS = 2000;

/** Top venues cross-fading in a loop every 2 s; paused while hovered or focused, and for reduced motion. */
export function Hero() {
  const { t, i18n } = useLingui();
  const { data: venues, isPending, isError } = useQuery(topVenuesQuery);
  // `furthest`: the last slide shown so far. A slide's photo is drawn once it is shown or next:
  // the hidden slides lie over the first, inside the screen, where even a lazy image is fetched
  // at once, so a phone downloaded all five photos while painting the first.
  const [{ current, furthest }, setSlide] = useState({ current: 0, furthest: 0 });
  const [paused, setPaused] = useState(false);
  const count = venues?.length ?? 0;
  // The next slide's photo waits until the first is on screen: it is not shown for seconds.
  const painted = usePainted(count > 0);

  // The server's copy of the first photo (first-photo.ts) goes once this one has loaded beneath
  // it; at once when there is none to show, and when Home is left.
  useEffect(() => {
    if (isError || venues?.length === 0) removeFirstPhoto();
  }, [isError, venues]);
  useEffect(() => removeFirstPhoto, []);

  useEffect(() => {
    if (paused || prefersReducedMotion() || count < 2) return;
    const timer = setInterval(
      () =>
        setSlide((slide) => {
          const next = (slide.current + 1) % count;
          return { current: next, furthest: Math.max(slide.furthest, next) };
        }),
      HERO_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [paused, count]);

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={t`Top venues`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {isPending && (
        <div className={styles.heroLoading}>
          <Spinner label={t`Loading top venues`} />
        </div>
      )}
      {isError && (
        <div className={styles.heroLoading}>
          <p role="status">
            <Trans>Top venues could not be loaded.</Trans>
          </p>
        </div>
      )}
      {venues?.map((venue, index) => {
        const { city, country } = placeNames(venue.location, i18n);
        const place = `${city}, ${country}`;
        const position = index + 1;
        const name = venue.name;
        return (
          <div
            key={venue.id}
            className={`${styles.slide} ${index === current ? styles.slideActive : ''}`}
            aria-roledescription="slide"
            aria-label={t`${position} of ${count}`}
            aria-hidden={index !== current}
          >
            {index <= furthest + (painted ? 1 : 0) && (
              <VenueCover
                venue={venue}
                sizes={HOME_HERO_SIZES}
                width={1600}
                height={900}
                priority={index === 0}
                onLoad={
                  index === 0 ? (event) => handOverFirstPhoto(event.currentTarget) : undefined
                }
                className={styles.slideImage}
              />
            )}
            <div className={styles.slideCaption}>
              <p className={styles.slidePlace}>{place}</p>
              <a
                href={paths.venue(venue.id)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${ui.bookLink} ${styles.bookNow}`}
                tabIndex={index === current ? 0 : -1}
              >
                <Trans>Book now</Trans>{' '}
                <span className="visually-hidden">{t`${name} (opens in a new tab)`}</span>
              </a>
            </div>
          </div>
        );
      })}
      <div className={styles.heroText}>
        <h1>
          <Trans>Find Your Perfect Stay</Trans>
        </h1>
        <p>
          <Trans>
            Curated venues worldwide, handpicked hotels, great deals and a team that answers by
            e-mail.
          </Trans>
        </p>
      </div>
    </section>
  );
}
