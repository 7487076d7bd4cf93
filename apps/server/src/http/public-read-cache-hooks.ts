import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import type { WatchChanges } from '../db/database-changes.js';
import { PUBLIC_READS_CHANNEL } from '../db/public-read-channel.js';
import {
  encodedBody,
  preferredEncoding,
  type CachedResponse,
  type PublicReadCache,
} from './public-read-cache.js';
import { publicBaseUrl } from './public-media-urls.js';
import type { StartDeadline } from './request-deadline-hooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read: its answer is the same for every anonymous reader of the URL and depends
     * only on the tables of migration 011, so the shared cache may keep and serve it.
     */
    publicRead?: boolean;
  }
  interface FastifyRequest {
    /** The cache's generation when this request, a cache miss, began. */
    publicReadGeneration?: number;
    publicReadKey?: string;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOUR_MS = 3_600_000;

/**
 * The shared cache of public reads (public-read-cache.ts) on the routes marked `publicRead`.
 * A hit is answered in the route's onRequest, after the rate limit and the security and CORS
 * headers, before anything else runs; with its stored ETag (the etag plugin answers 304 to a
 * match) and its stored compressed body. A signed-in request never touches the cache: an owner
 * sees customers that nobody else does. The cache empties on every change the database
 * announces (migration 011), and at once, on this instance, after a change request is answered
 * (so this instance's next read already sees it, before the notification comes back).
 */
export function publicReadCache(options: {
  cache: PublicReadCache;
  publicUrl: string | undefined;
  compressionThreshold: number;
  /** Told whether each cacheable read was a hit (GET /metrics: metrics/server-metrics.ts). */
  counts?: { publicRead(hit: boolean): void } | undefined;
  /** The app's clock: answers are kept per UTC hour of it. */
  now: () => Date;
}) {
  const { cache, publicUrl, compressionThreshold, counts, now } = options;
  // The same path answers with absolute media URLs of the origin it was asked at. An answer may
  // also depend on "today" (a dated search refuses a start that has passed somewhere on Earth;
  // the days turn at whole UTC hours), which no database change announces: each UTC hour of the
  // app's clock keeps answers of its own.
  const keyOf = (request: FastifyRequest) =>
    (request.publicReadKey ??= `${Math.floor(now().getTime() / HOUR_MS)} ${publicBaseUrl(request, publicUrl) ?? ''}${request.url}`);
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.routeOptions.config.publicRead === true &&
    request.headers.authorization === undefined &&
    cache.on;

  return {
    /**
     * Whether the cache holds this request's answer now: its deadline is then deferred, as all it
     * waits on is catching up with the database's announcements, which is bounded by itself.
     */
    holds: (request: FastifyRequest) => cacheable(request) && cache.has(keyOf(request)),

    async register(
      app: FastifyInstance,
      deps: { watchChanges: WatchChanges | undefined; startDeadline: StartDeadline },
    ) {
      const { startDeadline } = deps;
      // Without a watch the cache never turns on; with one, `catchUp` hears what is pending.
      let catchUp: () => Promise<boolean> = async () => false;

      function send(reply: FastifyReply, request: FastifyRequest, entry: CachedResponse) {
        reply.header('content-type', entry.contentType).header('etag', entry.etag);
        const encoding =
          entry.body.length >= compressionThreshold
            ? preferredEncoding(request.headers['accept-encoding'])
            : undefined;
        if (encoding === undefined) return reply.send(entry.body);
        reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
        return reply.send(encodedBody(entry, encoding));
      }

      function serveFromCache(
        request: FastifyRequest,
        reply: FastifyReply,
        done: HookHandlerDoneFunction,
      ) {
        if (!cacheable(request)) return startDeadline(request, reply, done);
        const key = keyOf(request);
        if (!cache.has(key)) {
          counts?.publicRead(false);
          request.publicReadGeneration = cache.generation;
          return startDeadline(request, reply, done);
        }
        // Another instance may have answered its client for a change whose notification has
        // not reached this one yet: hear everything committed so far, then look again.
        const arrivedAt = performance.now();
        void catchUp().then((current) => {
          const entry = current ? cache.find(key) : undefined;
          counts?.publicRead(entry !== undefined);
          if (entry) return send(reply, request, entry);
          request.publicReadGeneration = cache.generation;
          startDeadline(request, reply, done, arrivedAt);
        });
      }

      app.addHook('onRoute', (route) => {
        if (!route.config?.publicRead) return;
        // Last of the route's own onRequest hooks: after the rate limit counted the request.
        route.onRequest = [...asArray(route.onRequest), serveFromCache as onRequestHookHandler];
      });

      app.addHook('onSend', (request, reply, payload, done) => {
        const generation = request.publicReadGeneration;
        if (generation !== undefined) {
          if (reply.statusCode === 200 && typeof payload === 'string') {
            const etag = reply.getHeader('etag');
            const contentType = reply.getHeader('content-type');
            if (typeof etag === 'string' && typeof contentType === 'string') {
              cache.keep(keyOf(request), generation, {
                body: Buffer.from(payload),
                etag,
                contentType,
              });
            }
          }
        } else if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
          cache.invalidate();
        }
        done(null, payload);
      });

      if (!deps.watchChanges) return;
      const watch = await deps.watchChanges(PUBLIC_READS_CHANNEL, (event) => {
        if (event === 'changed') cache.invalidate();
        else cache.turn(event === 'listening');
      });
      catchUp = () => watch.catchUp();
      app.addHook('onClose', async () => {
        cache.turn(false);
        await watch.stop();
      });
    },
  };
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
