import type { ListMeta } from '@holidaze/domain';

/** Success bodies of the contract: `{ data, meta }`; lists carry the paging meta. */
export function single<T>(data: T) {
  return { data, meta: {} };
}

export function listMeta(page: number, limit: number, totalCount: number): ListMeta {
  const pageCount = Math.ceil(totalCount / limit);
  return {
    isFirstPage: page === 1,
    isLastPage: page >= pageCount,
    currentPage: page,
    previousPage: page > 1 ? page - 1 : null,
    nextPage: page < pageCount ? page + 1 : null,
    pageCount,
    totalCount,
  };
}

export function list<T>(data: T[], page: number, limit: number, totalCount: number) {
  return { data, meta: listMeta(page, limit, totalCount) };
}
