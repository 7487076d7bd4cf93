import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_VENUE_IMAGE, type Media } from '@holidaze/domain';
import { useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useCloseOnBack } from '../../../shared/ui/dialog';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import { PhotoArrows } from './photo-arrows';
import styles from './photo-viewer.module.css';

/** How far a finger must travel sideways for a swipe to change the photo. */
const SWIPE_PX = 40;

/**
 * Tab and Shift+Tab go round the viewer's buttons: a modal <dialog> makes the page behind it
 * inert, but Tab past its last button would leave for the browser's own controls.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const first = buttons[0];
  const last = buttons.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) last.focus();
  else if (!event.shiftKey && active === last) first.focus();
  else return;
  event.preventDefault();
}

interface PhotoViewerProps {
  images: readonly Media[];
  index: number;
  altOf(position: number): string;
  onShow(index: number): void;
  onClose(): void;
}

/**
 * The venue's photos full screen, in a native modal <dialog> (the browser keeps focus inside;
 * Escape and browser Back close it), with arrows, the arrow keys, a swipe on touch screens and
 * the counter "3 of 8". Focus goes back to what opened it. Loaded only when first opened, so the
 * venue page's first download does not grow.
 */
export default function PhotoViewer({ images, index, altOf, onShow, onClose }: PhotoViewerProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | undefined>(undefined);
  const total = images.length;
  const position = index + 1;
  const image = images[index] ?? DEFAULT_VENUE_IMAGE;
  const show = (next: number) => onShow(((next % total) + total) % total);
  useCloseOnBack(true, onClose);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open) dialog.close?.();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = undefined;
    if (from === undefined || total < 2) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) >= SWIPE_PX) show(index + (moved < 0 ? 1 : -1));
  };

  return (
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-label={t`Photos`}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') return keepFocusInside(event);
        if (event.key === 'Escape') onClose();
        else if (event.key === 'ArrowLeft' && total > 1) show(index - 1);
        else if (event.key === 'ArrowRight' && total > 1) show(index + 1);
        else return;
        event.preventDefault();
      }}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          <Trans>
            {position} of {total}
          </Trans>
        </p>
        <button
          type="button"
          className={styles.close}
          aria-label={t`Close photos`}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = undefined)}
      >
        <ImageWithFallback
          key={image.url}
          src={image.url}
          alt={altOf(index)}
          fallback={DEFAULT_VENUE_IMAGE}
          media={image}
          sizes="100vw"
          width={1600}
          height={1067}
          priority
          className={styles.image}
        />
        {total > 1 && (
          <PhotoArrows
            labels={{ previous: t`Previous photo`, next: t`Next photo` }}
            large
            onStep={(by) => show(index + by)}
          />
        )}
      </div>
    </dialog>
  );
}
