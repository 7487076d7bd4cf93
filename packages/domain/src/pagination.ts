export const BROWSE_PAGE_SIZE = 12;
export const BULK_PAGE_SIZE = 100;
export const ACCOUNT_PAGE_SIZE = 3;
export const OVERVIEW_ITEM_COUNT = 2;
export const TOP_VENUES_COUNT = 5;

export function pageCount(total: number, perPage: number): number {
  return total <= 0 ? 0 : Math.ceil(total / perPage);
}

/** The items of 1-based `page`. */
export function slicePage<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = (Math.max(1, page) - 1) * perPage;
  return items.slice(start, start + perPage);
}

export interface PaginationWindow {
  visible: boolean;
  pages: number[];
  first: number;
  last: number;
  previous: number | null;
  next: number | null;
}

/** Up to 3 numbered pages around the current one, with first/previous/next/last; hidden at ≤ 1 page. */
export function paginationWindow(current: number, totalPages: number): PaginationWindow {
  const last = Math.max(1, totalPages);
  const page = Math.min(Math.max(1, current), last);
  const start = Math.max(1, Math.min(page - 1, last - 2));
  const end = Math.min(last, start + 2);
  const pages: number[] = [];
  for (let n = start; n <= end; n += 1) pages.push(n);
  return {
    visible: totalPages > 1,
    pages,
    first: 1,
    last,
    previous: page > 1 ? page - 1 : null,
    next: page < last ? page + 1 : null,
  };
}
