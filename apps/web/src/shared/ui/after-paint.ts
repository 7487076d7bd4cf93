import { useEffect, useState } from 'react';

/**
 * Calls `callback` once the browser has painted the frame that is being prepared (a task queued
 * from an animation frame runs after that frame's paint), and answers a function that cancels it.
 * What a page needs only after its largest paint (the parts below it, a carousel's next photo, a
 * placeholder for a photo still loading) starts here, so it does not race that paint for the
 * phone's connection. Without animation frames (tests, old browsers) it runs at once.
 */
export function afterNextPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'undefined') {
    callback();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The longest the parts below wait for the page's photo: on a connection that stalls, the rest of
 * the page comes anyway.
 */
export const LARGEST_PHOTO_WAIT_MS = 3000;

/**
 * Settles once the page's largest paint by this app's convention, the photo it asks for first
 * (`priority`, so `fetchpriority="high"`), is loaded and decoded, failed, or waited for too long;
 * at once when the page has none.
 */
function largestPhotoReady(): Promise<void> {
  const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!photo) return Promise.resolve();
  const loaded = photo.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        photo.addEventListener('load', () => resolve(), { once: true });
        photo.addEventListener('error', () => resolve(), { once: true });
      });
  const ready = loaded.then(() => photo.decode()).catch(() => {});
  return Promise.race([
    ready,
    new Promise<void>((resolve) => setTimeout(resolve, LARGEST_PHOTO_WAIT_MS)),
  ]);
}

/**
 * `afterNextPaint`, once the page's photo is ready to be drawn: the parts below it then neither
 * take the main thread while the photo waits to be decoded and painted, nor its bandwidth.
 */
export function afterLargestPaint(callback: () => void): () => void {
  let cancelled = false;
  let cancelFrame = () => {};
  void largestPhotoReady().then(() => {
    if (!cancelled) cancelFrame = afterNextPaint(callback);
  });
  return () => {
    cancelled = true;
    cancelFrame();
  };
}

/**
 * False until the first render with `ready` (the component's content, not its spinner) has been
 * painted, and with it the page's photo, true from then on.
 */
export function usePainted(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () => (ready && !painted ? afterLargestPaint(() => setPainted(true)) : undefined),
    [ready, painted],
  );
  return painted;
}
