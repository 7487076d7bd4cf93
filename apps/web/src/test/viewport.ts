import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

/**
 * happy-dom's IntersectionObserver never reports, so a part that waits for the screen
 * (shared/ui/use-near-viewport.ts) would never show in a test. `watchViewport()` puts a stand-in
 * in its place for the rest of the test (call it inside the test); `scrollTo(element)` then tells every observer watching
 * `element`, something inside it or around it that it is near the screen, as scrolling there would.
 * Like a real observer, one that starts watching something already near the screen (a part whose
 * effect ran after the scroll, as a deferred render's may) is told so as it starts.
 */
export function watchViewport() {
  const observers = new Set<StandInObserver>();
  const original = globalThis.IntersectionObserver;
  let scrolledTo: Element | undefined;

  class StandInObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds = [0];
    readonly scrollMargin = '0px';
    private readonly targets = new Set<Element>();
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options?: IntersectionObserverInit,
    ) {
      this.rootMargin = options?.rootMargin ?? '0px';
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
      const near = scrolledTo;
      if (near && (near.contains(target) || target.contains(near))) {
        queueMicrotask(() => act(() => this.report(near)));
      }
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
    report(within: Element) {
      const near = [...this.targets].filter(
        (target) => within.contains(target) || target.contains(within),
      );
      if (near.length === 0) return;
      this.callback(
        near.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        this,
      );
    }
  }

  globalThis.IntersectionObserver = StandInObserver;
  onTestFinished(() => {
    globalThis.IntersectionObserver = original;
  });

  return {
    /** What waits at `element` (inside or around it; the whole page by default) comes near. */
    scrollTo(element: Element = document.body) {
      scrolledTo = element;
      act(() => {
        for (const observer of [...observers]) observer.report(element);
      });
    },
  };
}
