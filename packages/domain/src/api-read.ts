/**
 * A read of the provider API as a page of the web app makes it: the path below the API's base
 * and the query. The web app sends these, and the server names the same URLs in the pages it
 * sends (a fetch preload), so the app's own request finds its answer already on the way. Built
 * here, once, because a preload is used only when the URLs match to the byte.
 */
export interface ApiRead {
  path: string;
  query: Record<string, string | number | boolean | undefined>;
}

/** The read's path and query string; a value left undefined or empty is not sent. */
export function apiReadUrl({ path, query }: ApiRead): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A venue's page: the venue with its owner and its bookings, read without credentials. */
export function venueDetailRead(venueId: string): ApiRead {
  return {
    path: `/holidaze/venues/${encodeURIComponent(venueId)}`,
    query: { _owner: 'true', _bookings: 'true' },
  };
}
