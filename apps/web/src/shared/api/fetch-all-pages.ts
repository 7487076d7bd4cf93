import { BULK_PAGE_SIZE, type ListMeta } from '@holidaze/domain';
import { apiRequest, type RequestOptions } from './http-client';

/**
 * Every item of a paged list: asks for page after page of BULK_PAGE_SIZE until the API says the
 * last page has come (or a page comes back empty).
 */
export async function fetchAllPages<T>(path: string, options: RequestOptions = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const envelope = await apiRequest<T[]>(path, {
      ...options,
      query: { ...options.query, page, limit: BULK_PAGE_SIZE },
    });
    items.push(...envelope.data);
    const meta = envelope.meta as Partial<ListMeta>;
    if (meta.isLastPage !== false || envelope.data.length === 0) return items;
  }
}
