import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_VENUE_IMAGE, VENUE_COVER_SIZES, type Media } from '@holidaze/domain';
import { handOverFirstPhoto, removeFirstPhoto } from '../../../shared/ui/first-photo';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import { PhotoArrows } from './photo-arrows';
import styles from './venue-gallery.module.css';
import ui from '../../../shared/ui/ui.module.css';

// Loaded on first opening: the venue page's first download stays as it was.
const PhotoViewer = lazy(() => import('./photo-viewer'));

interface VenueGalleryProps {
  media: readonly Media[];
  venueName: string;
}

/**
 * Main image, arrows, thumbnails and counter; the arrow keys move through it from any of its
 * buttons. The main image opens the photos full screen (photo-viewer.tsx).
 */
export function VenueGallery({ media, venueName }: VenueGalleryProps) {
  const { t } = useLingui();
  const images = media.length > 0 ? media : [DEFAULT_VENUE_IMAGE];
  const total = images.length;
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const current = Math.min(index, total - 1);
  const image = images[current] ?? DEFAULT_VENUE_IMAGE;
  const shown = current + 1;
  const altOf = (position: number) => {
    const number = position + 1;
    return images[position]?.alt.trim() || t`${venueName}, photo ${number} of ${total}`;
  };

  // The server's copy of the cover (first-photo.ts) goes once this one is on screen beneath it.
  useEffect(() => removeFirstPhoto, []);

  const show = (next: number) => setIndex(((next % total) + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={ui.stack3}
      aria-roledescription="carousel"
      aria-label={t`${venueName} photos`}
    >
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.open}
          aria-label={t`Open photo ${shown} of ${total} full screen`}
          aria-haspopup="dialog"
          onClick={() => setFullScreen(true)}
          onKeyDown={onKeyDown}
        >
          <ImageWithFallback
            key={image.url}
            src={image.url}
            alt={altOf(current)}
            fallback={DEFAULT_VENUE_IMAGE}
            media={image}
            sizes={VENUE_COVER_SIZES}
            width={1200}
            height={800}
            priority={current === 0}
            onLoad={current === 0 ? (event) => handOverFirstPhoto(event.currentTarget) : undefined}
            className={styles.mainImage}
          />
          <span className={styles.openHint} aria-hidden="true">
            ⤢ <Trans>Full screen</Trans>
          </span>
        </button>
        {total > 1 && (
          <PhotoArrows
            labels={{ previous: t`Previous image`, next: t`Next image` }}
            onStep={(by) => show(current + by)}
            onKeyDown={onKeyDown}
          />
        )}
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          <Trans>
            <span className="visually-hidden">Image </span>
            {shown} / {total}
          </Trans>
        </p>
      </div>
      {total > 1 && (
        <ul className={styles.thumbnails} aria-label={t`Choose an image`}>
          {images.map((thumb, position) => {
            const number = position + 1;
            return (
              <li key={`${thumb.url}-${position}`}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-label={t`Show image ${number} of ${total}`}
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
            );
          })}
        </ul>
      )}
      {fullScreen && (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            index={current}
            altOf={altOf}
            onShow={show}
            onClose={() => setFullScreen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
