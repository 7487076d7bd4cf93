import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow, slicePage } from './pagination';

describe('pageCount', () => {
  it('rounds up partial pages', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(1, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
  });
});

describe('slicePage', () => {
  const items = [1, 2, 3, 4, 5, 6, 7];

  it('gives the items of a 1-based page, the last one short', () => {
    expect(slicePage(items, 1, 3)).toEqual([1, 2, 3]);
    expect(slicePage(items, 2, 3)).toEqual([4, 5, 6]);
    expect(slicePage(items, 3, 3)).toEqual([7]);
  });

  it('is empty past the end and treats pages below 1 as the first', () => {
    expect(slicePage(items, 4, 3)).toEqual([]);
    expect(slicePage(items, 0, 3)).toEqual([1, 2, 3]);
    expect(slicePage([], 1, 3)).toEqual([]);
  });

  it('covers every item exactly once over all pages (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 20 }), (all, size) => {
        const pages = pageCount(all.length, size);
        const joined = Array.from({ length: pages }, (_, i) => slicePage(all, i + 1, size)).flat();
        return JSON.stringify(joined) === JSON.stringify(all);
      }),
    );
  });
});

describe('paginationWindow', () => {
  it('is hidden with one page or none', () => {
    expect(paginationWindow(1, 1).visible).toBe(false);
    expect(paginationWindow(1, 0).visible).toBe(false);
    expect(paginationWindow(1, 2).visible).toBe(true);
  });

  it('shows the current page with one on each side in the middle', () => {
    expect(paginationWindow(5, 10)).toEqual({
      visible: true,
      pages: [4, 5, 6],
      first: 1,
      last: 10,
      previous: 4,
      next: 6,
    });
  });

  it('starts at the first page with no previous', () => {
    const window = paginationWindow(1, 10);
    expect(window.pages).toEqual([1, 2, 3]);
    expect(window.previous).toBeNull();
    expect(window.next).toBe(2);
  });

  it('ends at the last page with no next', () => {
    const window = paginationWindow(10, 10);
    expect(window.pages).toEqual([8, 9, 10]);
    expect(window.previous).toBe(9);
    expect(window.next).toBeNull();
    expect(window.last).toBe(10);
  });

  it('shows only the pages there are', () => {
    expect(paginationWindow(1, 2).pages).toEqual([1, 2]);
    expect(paginationWindow(2, 2).pages).toEqual([1, 2]);
    expect(paginationWindow(2, 3).pages).toEqual([1, 2, 3]);
  });

  it('clamps a current page out of range', () => {
    expect(paginationWindow(99, 4)).toMatchObject({ pages: [2, 3, 4], next: null, previous: 3 });
    expect(paginationWindow(0, 4)).toMatchObject({ pages: [1, 2, 3], previous: null, next: 2 });
  });

  it('always shows up to 3 consecutive pages in range, around the current (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total))),
        ([current, total]) => {
          const { pages, previous, next, visible } = paginationWindow(current, total);
          const consecutive = pages.every((page, i) => i === 0 || page === pages[i - 1]! + 1);
          return (
            pages.length === Math.min(3, total) &&
            consecutive &&
            pages.includes(current) &&
            pages.every((page) => page >= 1 && page <= total) &&
            previous === (current > 1 ? current - 1 : null) &&
            next === (current < total ? current + 1 : null) &&
            visible === total > 1
          );
        },
      ),
    );
  });
});
