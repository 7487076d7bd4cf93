import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

/** Where each visited page was scrolled to, kept for the tab's life so a reload keeps it. */
export const SCROLL_STORAGE_KEY = 'holidaze-scroll-positions';

type Positions = Record<string, number>;

function storedPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/** The history entry's own key; the entry a tab opened with has none, so its address stands in. */
const entryKey = (location: Location) =>
  location.key === 'default' ? location.pathname + location.search : location.key;

/** How long a returning page may take to grow back to where it was left. */
const GROWTH_WAIT_MS = 1500;

/**
 * Scrolls to `y`; if the page is still shorter than that (parts below the fold draw a frame
 * after the page does), follows its growth until there, the person scrolls, or a moment passes.
 * Returns the cleanup.
 */
function scrollBackTo(y: number): (() => void) | undefined {
  window.scrollTo(0, y);
  if (window.scrollY >= y - 1 || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (window.scrollY >= y - 1) stop();
  });
  const timer = window.setTimeout(() => stop(), GROWTH_WAIT_MS);
  const byPerson = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const event of byPerson) window.removeEventListener(event, stop);
  }
  observer.observe(document.body);
  for (const event of byPerson) window.addEventListener(event, stop, { passive: true });
  return stop;
}

/**
 * Scrolls as a browser does between documents (docs/decisions/036-declarative-router.md): a new
 * page starts at the top, or at its `#hash` target; Back and Forward (and a reload) return to where
 * that page was left. Replacing the address of the page on screen (a filter, the dates picked)
 * keeps the scroll where it is. Runs in the layout, which commits together with the page.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions>(null);
  const current = useRef(entryKey(location));
  const shown = useRef<Location>(null);
  const following = useRef<() => void>(undefined);

  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    positions.current ??= storedPositions();
    // Recorded as it happens, so the position is the old page's even once the new one has drawn.
    const record = () => {
      positions.current![current.current] = window.scrollY;
    };
    const store = () =>
      sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions.current));
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = before;
      following.current?.();
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (previous?.key === location.key) return;
    following.current?.();
    following.current = undefined;
    current.current = entryKey(location);
    positions.current ??= storedPositions();
    const saved = positions.current[current.current];
    if (navigationType === 'POP' && saved !== undefined) {
      following.current = scrollBackTo(saved);
      return;
    }
    if (navigationType === 'REPLACE' && previous?.pathname === location.pathname) return;
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);
}
