import { queryOptions } from '@tanstack/react-query';
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

/** The lists a profile has below /holidaze/profiles/:name. */
type ProfileList = 'venues' | 'bookings' | 'reviews';

/** Every item of one of a profile's lists, asked for with the signed-in person's token. */
export function fetchProfileList<T>(
  name: string,
  list: ProfileList,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<T[]> {
  const path = `/holidaze/profiles/${encodeURIComponent(name)}/${list}`;
  return fetchAllPages<T>(path, { auth: true, query, signal });
}

/**
 * A signed-in person's own list (a manager's venues, a traveller's bookings) as a query, whole;
 * not retried, so that a failure shows at once.
 */
export function ownListQueryOptions<T>(
  queryKey: readonly unknown[],
  name: string,
  list: ProfileList,
  query: Record<string, string>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchProfileList<T>(name, list, query, signal),
    retry: false,
  });
}
