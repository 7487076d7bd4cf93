import { cleanup, fireEvent } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderInRouterAt, type TestRouter } from '../../test/render';
import { SCROLL_STORAGE_KEY, useScrollRestoration } from './use-scroll-restoration';

let router: TestRouter;

function Layout() {
  useScrollRestoration();
  return (
    <Routes>
      <Route path="/a" element={<p>Page A</p>} />
      <Route path="/b" element={<h2 id="part two">Part two of B</h2>} />
    </Routes>
  );
}

const renderAt = (path: string) => {
  router = renderInRouterAt(<Layout />, path, { session: false });
};

/** jsdom has no layout: the test moves the page as a person scrolling would. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

const go = (to: string | number) => router.navigate(to);

const scrollTo = vi.fn();
const scrollIntoView = vi.fn();
const ownScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(scrollIntoView);
  scrollTo.mockClear();
  scrollIntoView.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  scrollTo.mockReset();
  if (ownScrollY) Object.defineProperty(window, 'scrollY', ownScrollY);
  else delete (window as { scrollY?: number }).scrollY;
  sessionStorage.clear();
});

describe('scrolling between pages', () => {
  it('starts a new page at the top and returns to where a page was left on Back and Forward', async () => {
    renderAt('/a');
    scrollPageTo(700);
    scrollTo.mockClear();

    await go('/b');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollPageTo(250);

    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);

    await go(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 250);
  });

  it('starts a new page at its #hash target', async () => {
    renderAt('/a');
    scrollTo.mockClear();
    await go('/b#part%20two');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveTextContent('Part two of B');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the scroll where it is when the page on screen replaces its own address', async () => {
    renderAt('/a');
    scrollPageTo(400);
    scrollTo.mockClear();
    await router.navigate('/a?month=2026-04', { replace: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions through a reload of the tab', async () => {
    renderAt('/a');
    scrollPageTo(900);
    fireEvent(window, new Event('pagehide'));
    cleanup();
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY)!)).toEqual({ '/a': 900 });

    scrollPageTo(0);
    scrollTo.mockClear();
    renderAt('/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('follows a returning page as it grows back to where it was left, until the person scrolls', async () => {
    const observing = new Set<() => void>();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observing.add(this.callback);
        }
        disconnect() {
          observing.delete(this.callback);
        }
      },
    );
    let pageEnd = 2000;
    const growTo = (end: number) => {
      pageEnd = end;
      for (const callback of [...observing]) callback();
    };
    scrollTo.mockImplementation((_x: number, y: number) => scrollPageTo(Math.min(y, pageEnd)));
    renderAt('/a');
    scrollPageTo(900);
    await go('/b');
    pageEnd = 300;
    await go(-1);
    expect(window.scrollY).toBe(300);
    growTo(600);
    expect(window.scrollY).toBe(600);
    growTo(2000);
    expect(window.scrollY).toBe(900);
    expect(observing.size).toBe(0);

    // Once the person scrolls, the page is theirs.
    await go('/b');
    pageEnd = 300;
    await go(-1);
    expect(window.scrollY).toBe(300);
    fireEvent.wheel(window);
    growTo(2000);
    expect(window.scrollY).toBe(300);
  });
});
