import { useSyncExternalStore } from 'react';

/** Wide enough for the map beside the list; narrower screens switch between them. */
export const WIDE_SCREEN = '(min-width: 1100px)';

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(WIDE_SCREEN);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches,
  );
}
