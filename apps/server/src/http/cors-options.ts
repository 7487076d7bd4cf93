import type { FastifyCorsOptions } from '@fastify/cors';

/**
 * Cross-origin access for the origins in CORS_ORIGINS (our own web app is same-origin and needs
 * none). @fastify/cors allows only GET, HEAD and POST by default, so a browser would refuse the
 * preflight of every edit and delete: list every method the API has, the request headers clients
 * send, and the response headers a client may read (when to retry, and the rate limit).
 */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
export const CORS_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Noroff-API-Key',
  'Idempotency-Key',
];
export const CORS_EXPOSED_HEADERS = [
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-Request-Id',
];

export function corsOptions(origins: readonly string[]): FastifyCorsOptions {
  return {
    origin: origins.length > 0 ? [...origins] : false,
    methods: CORS_METHODS,
    allowedHeaders: CORS_REQUEST_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    // Browsers cache a preflight this long (seconds), sparing one OPTIONS per edit.
    maxAge: 600,
  };
}
