/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Scrolls an element into view, smoothly unless the visitor prefers less motion. */
export function scrollToElement(element: Element | null | undefined): void {
  element?.scrollIntoView?.({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
}
