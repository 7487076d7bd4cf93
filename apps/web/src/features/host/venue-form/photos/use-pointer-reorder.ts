import { useRef, type PointerEvent } from 'react';

const EDGE = 56;
const STEP = 24;

/**
 * Dragging a row by its handle with the mouse, a pen or a finger (pointer events, so phones work
 * where HTML drag and drop does not): while the pointer is down, the row follows it to whichever
 * row it is over. `onMove` reorders; `onDrop` is told where the row ended up.
 */
export function usePointerReorder(options: {
  onMove(from: number, to: number): void;
  onDrop(from: number, to: number): void;
}) {
  const drag = useRef<{ start: number; at: number } | null>(null);
  const { onMove, onDrop } = options;

  return (index: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { start: index, at: index };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current) return;
      // Near the top or bottom of the screen the page scrolls, so a row can go past what shows.
      if (event.clientY < EDGE) window.scrollBy(0, -STEP);
      else if (event.clientY > window.innerHeight - EDGE) window.scrollBy(0, STEP);
      const over = document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>('[data-photo-index]');
      const to = over ? Number(over.dataset.photoIndex) : current.at;
      if (Number.isInteger(to) && to !== current.at) {
        onMove(current.at, to);
        current.at = to;
      }
    },
    onPointerUp() {
      const current = drag.current;
      drag.current = null;
      if (current && current.at !== current.start) onDrop(current.start, current.at);
    },
    onPointerCancel() {
      drag.current = null;
    },
  });
}
