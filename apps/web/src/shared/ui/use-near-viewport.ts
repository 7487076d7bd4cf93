import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` (above or below) of the viewport, and from then on:
 * for parts below the fold whose code need not load with the page. Without IntersectionObserver
 * it is true at once, so nothing is ever withheld.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
