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
 * False until the first render with `ready` (the component's content, not its spinner) has been
 * painted, true from then on.
 */
export function usePainted(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () => (ready && !painted ? afterNextPaint(() => setPainted(true)) : undefined),
    [ready, painted],
  );
  return painted;
}
