import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { DEFAULT_VENUE_IMAGE, VENUE_COVER_SIZES, type Media } from '@holidaze/domain';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import { PhotoArrows } from './photo-arrows';
import styles from './venue-gallery.module.css';

// Loaded on first opening: the venue page's first download stays as it was.
const PhotoViewer = lazy(() => import('./photo-viewer'));

interface VenueGalleryProps {
  media: readonly Media[];
  venueName: string;
}

function altFor(image: Media, venueName: string, position: number, total: number): string {
  return image.alt.trim() || `${venueName}, photo ${position} of ${total}`;
}

/**
 * Main image, arrows, thumbnails and counter; the arrow keys move through it from any of its
 * buttons. The main image opens the photos full screen (photo-viewer.tsx).
 */
export function VenueGallery({ media, venueName }: VenueGalleryProps) {
  const images = media.length > 0 ? media : [DEFAULT_VENUE_IMAGE];
  const total = images.length;
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const current = Math.min(index, total - 1);
  const image = images[current] ?? DEFAULT_VENUE_IMAGE;

  const show = (next: number) => setIndex(((next % total) + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={`${venueName} photos`}
    >
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.open}
          aria-label={`Open photo ${current + 1} of ${total} full screen`}
          aria-haspopup="dialog"
          onClick={() => setFullScreen(true)}
          onKeyDown={onKeyDown}
        >
          <ImageWithFallback
            key={image.url}
            src={image.url}
            alt={altFor(image, venueName, current + 1, total)}
            fallback={DEFAULT_VENUE_IMAGE}
            media={image}
            sizes={VENUE_COVER_SIZES}
            width={1200}
            height={800}
            priority={current === 0}
            className={styles.mainImage}
          />
          <span className={styles.openHint} aria-hidden="true">
            ⤢ Full screen
          </span>
        </button>
        {total > 1 && (
          <PhotoArrows noun="image" onStep={(by) => show(current + by)} onKeyDown={onKeyDown} />
        )}
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">Image </span>
          {current + 1} / {total}
        </p>
      </div>
      {total > 1 && (
        <ul className={styles.thumbnails} aria-label="Choose an image">
          {images.map((thumb, position) => (
            <li key={`${thumb.url}-${position}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show image ${position + 1} of ${total}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => show(position)}
                onKeyDown={onKeyDown}
              >
                <ImageWithFallback
                  src={thumb.url}
                  alt=""
                  fallback={DEFAULT_VENUE_IMAGE}
                  media={thumb}
                  sizes="88px"
                  width={120}
                  height={80}
                  className={styles.thumbnailImage}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullScreen && (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            index={current}
            altOf={(position) => altFor(images[position]!, venueName, position + 1, total)}
            onShow={show}
            onClose={() => setFullScreen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
