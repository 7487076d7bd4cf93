import { useLingui } from '@lingui/react/macro';
import { DEFAULT_VENUE_IMAGE, type Media } from '@holidaze/domain';
import { useCarousel } from '../../../shared/carousel/use-carousel';
import { ArrowButton } from '../../../shared/ui/arrow-button';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import styles from './bookings.module.css';
import { altFor } from './media-alt';

interface Props {
  media: readonly Media[];
  venueName: string;
}

/** The venue's photos on a booking card: swipe, arrows and dots (embla, loaded with the card list). */
export default function BookingCarousel({ media, venueName }: Props) {
  const { t } = useLingui();
  const { viewport, embla, selected } = useCarousel({ loop: media.length > 1 });
  const count = media.length;

  return (
    <div className={styles.carousel} aria-roledescription="carousel" aria-label={venueName}>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {media.map((item, index) => {
            const position = index + 1;
            return (
              <div
                key={`${item.url}-${index}`}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={t`${position} of ${count}`}
              >
                <ImageWithFallback
                  className={styles.image}
                  src={item.url}
                  alt={altFor(item, venueName, index, media.length)}
                  fallback={DEFAULT_VENUE_IMAGE}
                  media={item}
                  sizes="(max-width: 700px) 100vw, 480px"
                  width={480}
                  height={320}
                />
              </div>
            );
          })}
        </div>
      </div>
      {media.length > 1 && (
        <>
          <ArrowButton
            direction="previous"
            className={`${styles.arrow} ${styles.arrowPrev}`}
            aria-label={t`Previous image`}
            onClick={() => embla?.scrollPrev()}
          />
          <ArrowButton
            direction="next"
            className={`${styles.arrow} ${styles.arrowNext}`}
            aria-label={t`Next image`}
            onClick={() => embla?.scrollNext()}
          />
          <div className={styles.dots}>
            {media.map((item, index) => {
              const position = index + 1;
              return (
                <button
                  key={`${item.url}-${index}`}
                  type="button"
                  className={`${styles.dot} ${index === selected ? styles.dotActive : ''}`}
                  aria-label={t`Show image ${position} of ${count}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(index)}
                />
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}
