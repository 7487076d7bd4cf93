import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';

const EDGE = 56;
const STEP = 24;

/**
 * Dragging a row by its handle with the mouse, a pen or a finger (pointer events, so phones work
 * where HTML drag and drop does not): while the pointer is down, the row follows it to whichever
 * row it is over. `onMove` reorders; `onDrop` is told where the row ended up. The pointer is
 * followed on the window, as the handle itself moves in the page with its row.
 */
export function usePointerReorder(options: {
  onMove(from: number, to: number): void;
  onDrop(from: number, to: number): void;
}) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  return (index: number) => ({
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      stop.current?.();
      const drag = { start: index, at: index };
      const follow = (move: PointerEvent) => {
        // Near the top or bottom of the screen the page scrolls, so a row can go past what shows.
        if (move.clientY < EDGE) window.scrollBy(0, -STEP);
        else if (move.clientY > window.innerHeight - EDGE) window.scrollBy(0, STEP);
        const over = document
          .elementFromPoint(move.clientX, move.clientY)
          ?.closest<HTMLElement>('[data-photo-index]');
        const to = over ? Number(over.dataset.photoIndex) : drag.at;
        if (Number.isInteger(to) && to !== drag.at) {
          latest.current.onMove(drag.at, to);
          drag.at = to;
        }
      };
      const end = (finished: PointerEvent) => {
        stop.current?.();
        if (finished.type === 'pointerup' && drag.at !== drag.start)
          latest.current.onDrop(drag.start, drag.at);
      };
      window.addEventListener('pointermove', follow);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
      stop.current = () => {
        window.removeEventListener('pointermove', follow);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', end);
        stop.current = null;
      };
    },
  });
}
