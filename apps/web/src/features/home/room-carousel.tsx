import { DEFAULT_VENUE_IMAGE } from '@holidaze/domain';
import { useCarousel } from '../../shared/carousel/use-carousel';
import { ImageWithFallback } from '../../shared/ui/image-with-fallback';
import { ROOMS } from './rooms';
import styles from './home.module.css';

/** Loops, centred; 1 slide per view, 2 from 768 px, 3 from 1024 px (CSS), 20 px apart; dots and arrows. */
export default function RoomCarousel() {
  const { viewport, embla, selected } = useCarousel({ loop: true, align: 'center' });

  return (
    <div className={styles.carousel} aria-roledescription="carousel" aria-label="Rooms">
      <div className={styles.carouselViewport} ref={viewport}>
        <div className={styles.carouselTrack}>
          {ROOMS.map((room, index) => (
            <article
              key={room.id}
              className={styles.roomSlide}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${ROOMS.length}`}
            >
              <ImageWithFallback
                src={room.imageUrl}
                alt={room.title}
                fallback={DEFAULT_VENUE_IMAGE}
                width={480}
                height={320}
              />
              <div className={styles.roomBody}>
                <h3>{room.title}</h3>
                <p>{room.details}</p>
              </div>
            </article>
          ))}
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
          {ROOMS.map((room, index) => (
            <button
              key={room.id}
              type="button"
              className={`${styles.dot} ${index === selected ? styles.dotActive : ''}`}
              aria-label={`Show ${room.title}`}
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
