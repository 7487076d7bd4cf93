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
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (previous?.key === location.key) return;
    current.current = entryKey(location);
    positions.current ??= storedPositions();
    const saved = positions.current[current.current];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (navigationType === 'REPLACE' && previous?.pathname === location.pathname) return;
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);
}
