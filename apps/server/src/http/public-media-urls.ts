import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Media we serve ourselves (demo images and the defaults) are stored as portable paths,
 * `/media/venues/306.svg`, so a database moves between hosts unchanged. A client on another
 * origin cannot use a path, and a client that validates URLs refuses it, so the API sends them
 * absolute: against PUBLIC_URL, or the origin the request came to (behind a proxy, the
 * forwarded one when TRUST_PROXY is on). A body that echoes one of our absolute URLs back (a
 * client saving a venue it loaded) is stored portable again.
 *
 * One place does it for every response under /api: the `url` of any media object, wherever
 * it sits (venues, embedded venues, owners, customers, profiles, register and login).
 */
export const OWN_MEDIA_PREFIX = '/media/';

/**
 * How deep a media `url` can sit in our bodies (`data.bookings[0].venue.media[0].url` is 6);
 * the walk stops there, so it never recurses through a hostile, deeply nested request body.
 */
const MAX_DEPTH = 8;

/** A Host header we are willing to echo into a URL: a name or address, and a port. */
const SAFE_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The base media URLs are absolute against: PUBLIC_URL, else this request's own origin. */
export function publicBaseUrl(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  configured: string | undefined,
): string | undefined {
  if (configured !== undefined) return configured;
  const host = request.host;
  if (typeof host !== 'string' || !SAFE_HOST.test(host)) return undefined;
  return `${request.protocol}://${host}`;
}

type Rewrite = (url: string) => string | undefined;

/**
 * `value` with every media `url` that `rewrite` changes replaced; objects on the way are
 * copied, never changed in place (a mapper may hand out a shared constant), and an object
 * with nothing to change is returned as it is, so most of a page costs one look per key.
 */
function rewriteUrls(value: unknown, rewrite: Rewrite, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const next = rewriteUrls(item, rewrite, depth + 1);
      if (next !== item) (copy ??= [...value])[i] = next;
    }
    return copy ?? value;
  }
  if (value instanceof Date) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const item = record[key];
    const next =
      key === 'url' && typeof item === 'string'
        ? (rewrite(item) ?? item)
        : rewriteUrls(item, rewrite, depth + 1);
    if (next !== item) (copy ??= { ...record })[key] = next;
  }
  return copy ?? record;
}

/** A response body with our media paths made absolute against `base`. */
export function withAbsoluteMediaUrls<T>(payload: T, base: string): T {
  return rewriteUrls(
    payload,
    (url) => (url.startsWith(OWN_MEDIA_PREFIX) ? base + url : undefined),
    0,
  ) as T;
}

/** A request body with our own absolute media URLs (against any of `bases`) made portable. */
export function withPortableMediaUrls<T>(body: T, bases: readonly string[]): T {
  const prefixes = [...new Set(bases)].map((base) => (base + OWN_MEDIA_PREFIX).toLowerCase());
  return rewriteUrls(
    body,
    (url) => {
      const trimmed = url.trim();
      const lower = trimmed.toLowerCase();
      const prefix = prefixes.find((candidate) => lower.startsWith(candidate));
      return prefix === undefined ? undefined : OWN_MEDIA_PREFIX + trimmed.slice(prefix.length);
    },
    0,
  ) as T;
}

/** Both directions as hooks of the /api scope. */
export function registerPublicMediaUrls(api: FastifyInstance, publicUrl: string | undefined) {
  api.addHook('preValidation', async (request) => {
    if (request.body === null || typeof request.body !== 'object') return;
    const bases = [publicUrl, publicBaseUrl(request, undefined)].filter(
      (base): base is string => base !== undefined,
    );
    request.body = withPortableMediaUrls(request.body, bases);
  });
  api.addHook('preSerialization', async (request, _reply, payload) => {
    const base = publicBaseUrl(request, publicUrl);
    return base === undefined ? payload : withAbsoluteMediaUrls(payload, base);
  });
}
