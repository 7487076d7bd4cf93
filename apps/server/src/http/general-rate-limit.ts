import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody, TOO_MANY_REQUESTS } from './error-handler.js';

/**
 * The general limit of the API (RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW and client
 * address, counted per instance in memory), as one synchronous onRequest hook with the headers
 * @fastify/rate-limit sends. The plugin keeps the routes with limits of their own (login,
 * register, contact, password reset), counted in the database and shared by all instances; its
 * general limit ran as three awaits on every request, a sixth of a cached read's cost.
 *
 * Keyed on the client address only (`request.ip`: proxy-aware with TRUST_PROXY; an IPv6 /64
 * counts as one, the plugin's own normalisation), never on something the client chooses.
 */
export function registerGeneralRateLimit(
  app: FastifyInstance,
  options: {
    max: number;
    windowMs: number;
    /** Counts per key and window, in this instance's memory (features/auth/throttle-store.ts). */
    counters: { incr(key: string, windowMs: number): { current: number; ttl: number } };
    /** Whether the request counts (API routes without a limit of their own). */
    counts: (request: FastifyRequest) => boolean;
  },
): void {
  const { max, windowMs, counters, counts } = options;
  app.addHook('onRequest', (request, reply, done) => {
    if (!counts(request)) return done();
    // An IPv4 address is its own key; only IPv6 needs the plugin's normalisation (and its
    // address-matching regular expression, a hundredth of a cached read's cost).
    const ip = request.ip;
    const { current, ttl } = counters.incr(ip.includes(':') ? normalizeIP(ip) : ip, windowMs);
    const resetSeconds = Math.ceil(ttl / 1000);
    reply
      .header('x-ratelimit-limit', max)
      .header('x-ratelimit-remaining', Math.max(0, max - current))
      .header('x-ratelimit-reset', resetSeconds);
    if (current <= max) return done();
    reply
      .header('retry-after', resetSeconds)
      .code(429)
      .send(errorBody(429, [{ message: TOO_MANY_REQUESTS }]));
  });
}
