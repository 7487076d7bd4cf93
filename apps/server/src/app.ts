import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyEtag from '@fastify/etag';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { bookingReference } from '@holidaze/domain';
import type { Config } from './config.js';
import type { WatchChanges } from './db/database-changes.js';
import type { Database } from './db/schema.js';
import { createApiKeyRepository } from './features/auth/api-key-repository.js';
import { authRoutes } from './features/auth/auth-routes.js';
import { createLoginBackoff } from './features/auth/login-backoff.js';
import { createPasswordHasher, type DeriveKey } from './features/auth/password.js';
import { MemoryCounters, throttleStore } from './features/auth/throttle-store.js';
import { createTokenService, resolveJwtSecret } from './features/auth/token-service.js';
import { bookingRoutes } from './features/bookings/booking-routes.js';
import { calendarRoutes } from './features/calendar/calendar-routes.js';
import { calendarSyncRoutes } from './features/calendar-sync/calendar-sync-routes.js';
import { contactRoutes } from './features/contact/contact-routes.js';
import { currencyRoutes } from './features/currencies/currency-routes.js';
import { conversationRoutes } from './features/conversations/conversation-routes.js';
import { safetyRoutes } from './features/conversations/safety-routes.js';
import { devMessageNudgeRoutes } from './features/conversations/index.js';
import { createLiveHub } from './features/live/live-hub.js';
import { liveRoutes } from './features/live/live-routes.js';
import { HEALTH_TIMEOUT_MS, healthRoutes } from './features/health/health-routes.js';
import { createImageRepository } from './features/media/image-repository.js';
import { mediaRoutes } from './features/media/media-routes.js';
import type { MediaStorage } from './features/media/storage/media-storage.js';
import { openMediaStorage } from './features/media/storage/open-media-storage.js';
import { createUploadQueue, uploadRoutes } from './features/media/upload-routes.js';
import type { WorkQueue } from './features/media/work-queue.js';
import { registerUploadedMediaFigures } from './features/media/uploaded-media-figures.js';
import { createProfileRepository } from './features/profiles/profile-repository.js';
import { pricingRoutes } from './features/pricing/pricing-routes.js';
import { profileRoutes } from './features/profile-routes/profile-routes.js';
import { reviewRoutes } from './features/reviews/review-routes.js';
import { venueRoutes } from './features/venues/venue-routes.js';
import { wishlistRoutes } from './features/wishlists/wishlist-routes.js';
import { webAppRoutes } from './features/page-heads/web-app-routes.js';
import { passwordResetRoutes } from './features/auth/password-reset-routes.js';
import { devJobRoutes } from './features/bookings/dev-job-routes.js';
import { devMailMode } from './features/notifications/dev-mail-access.js';
import { devMailRoutes } from './features/notifications/dev-mail-routes.js';
import { notificationRoutes } from './features/notifications/notification-routes.js';
import { makeAuthentication } from './http/authentication.js';
import { corsOptions } from './http/cors-options.js';
import { registerJsonParser } from './http/json-parser.js';
import { trackParametricRoutes } from './http/long-path-parameters.js';
import {
  errorBody,
  registerErrorHandling,
  sendFrameworkError,
  sendRouteNotFound,
  TOO_MANY_REQUESTS,
} from './http/error-handler.js';
import { registerGeneralRateLimit } from './http/general-rate-limit.js';
import { registerOpenApi } from './http/open-api.js';
import { registerPublicMediaUrls } from './http/public-media-urls.js';
import { PublicReadCache } from './http/public-read-cache.js';
import { publicReadCache } from './http/public-read-cache-hooks.js';
import { registerRequestDeadline } from './http/request-deadline-hooks.js';
import { RequestLog, serializeRequest } from './http/request-log.js';
import { registerMetricsRoute } from './metrics/metrics-endpoint.js';
import type { ServerMetrics } from './metrics/server-metrics.js';
import { demoAvatarInitials } from './seed/demo-people.js';
import {
  answerClientError,
  connectionsCheckingInterval,
  limitSlowClients,
} from './http/slow-clients.js';
import { endUnusedConnectionsOnClose } from './http/unused-connections.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { zodValidatorCompiler } from './http/validation.js';

/** What tests may replace: the clock and the booking reference's random source. */
export interface AppServices {
  now?: () => Date;
  newBookingReference?: () => string;
  /** The key derivation behind password hashing (scrypt). */
  derivePasswordKey?: DeriveKey;
  /**
   * The database's change notifications (DatabaseHandle.watchChanges): without them the shared
   * cache of public reads stays off, as it could not hear of other instances' changes.
   */
  watchChanges?: WatchChanges;
  /** What GET /metrics reports (main.ts makes it when metrics are on); nothing is counted without. */
  metrics?: ServerMetrics | undefined;
  /** Where uploaded photos are kept (default: the one MEDIA_STORAGE names). */
  mediaStorage?: MediaStorage;
  /** The queue uploads are turned into variants in (default: MEDIA_CONCURRENCY, MEDIA_QUEUE). */
  mediaQueue?: WorkQueue;
  /** Where uploads are kept while they arrive (default: the system's temporary directory). */
  uploadTemporaryDirectory?: string;
  /** Told of every route as it is added (the test that every API route declares its response). */
  onRoute?: (route: {
    method: string | string[];
    url: string;
    schema?: { response?: unknown };
  }) => void;
}

/** The whole product on one Fastify instance that does not listen (tests `inject()` into it). */
export async function buildApp(
  config: Config,
  db: Kysely<Database>,
  services: AppServices = {},
): Promise<FastifyInstance> {
  const now = services.now ?? (() => new Date());
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.headers["x-noroff-api-key"]',
        '*.password',
        '*.accessToken',
      ],
      // Any line that logs the request shows its URL with secrets redacted (http/request-log.ts).
      serializers: { req: serializeRequest },
    },
    // One line per request, at its response, which also counts it for GET /metrics.
    logController: new RequestLog(services.metrics),
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    // The deadline (REQUEST_TIMEOUT) is http/request-deadline-hooks.ts; receiving a request has its
    // own limits (http/slow-clients.ts); a silent socket is closed only after both ran out.
    connectionTimeout: config.requestTimeoutMs + config.bodyTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: { connectionsCheckingInterval: connectionsCheckingInterval(config) },
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
    frameworkErrors: sendFrameworkError,
    // While draining, a request that already reached us is served (with Connection: close)
    // rather than refused with a bare 503: the listener is closed, so no new ones arrive.
    return503OnClosing: false,
  });
  if (services.onRoute) app.addHook('onRoute', services.onRoute);
  limitSlowClients(app, config, config.trustProxy !== false);
  endUnusedConnectionsOnClose(app);
  // Before any route: the web app's catch-all answers 414 where a route's parameter was too long.
  const isParameterTooLong = trackParametricRoutes(app);
  const publicReads = publicReadCache({
    cache: new PublicReadCache(),
    publicUrl: config.publicUrl,
    compressionThreshold: COMPRESSION_THRESHOLD,
    counts: services.metrics,
    now,
  });
  // At the deadline: 503, and every statement the request still sends is refused.
  const startDeadline = registerRequestDeadline(app, config.requestTimeoutMs, publicReads.holds);
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandling(app);
  registerJsonParser(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerSecurityHeaders(app);
  await app.register(fastifyCors, corsOptions(config.corsOrigins));
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
  });
  await app.register(fastifyEtag);
  // The general limit is for the API: pages, scripts, styles and media are never counted.
  // Decided by the route reached, not the raw URL: the router decodes percent-escapes, so
  // `/%61pi/auth/login` is the login route and must count like `/api/auth/login`.
  registerGeneralRateLimit(app, {
    max: config.rateLimit.max,
    windowMs: config.rateLimit.windowMs,
    counters: new MemoryCounters(now),
    counts: (request) =>
      isApiRoute(request.routeOptions.url) && request.routeOptions.config.rateLimit === undefined,
  });
  // Routes with limits of their own (login, register, contact) count in the database, shared by
  // all instances, keyed on the client address only (proxy-aware with TRUST_PROXY).
  await app.register(fastifyRateLimit, {
    global: false,
    store: throttleStore(db, now),
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, [{ message: TOO_MANY_REQUESTS }]),
      statusCode: context.statusCode,
    }),
  });
  await publicReads.register(app, { watchChanges: services.watchChanges, startDeadline });
  await registerOpenApi(app);

  const tokens = createTokenService(
    resolveJwtSecret(config.jwtSecret, config.dataDir),
    config.jwtExpiresInMs,
  );
  const profiles = createProfileRepository(db);
  const apiKeys = createApiKeyRepository(db);
  const auth = makeAuthentication({
    verifyToken: (token) => tokens.verify(token),
    findViewer: (id) => profiles.findViewer(id),
    isActiveApiKey: (key) => apiKeys.isActive(key),
  });
  const passwords = createPasswordHasher({
    log2N: config.passwordHashCost,
    concurrency: config.passwordHashConcurrency,
    queueLimit: config.passwordHashQueue,
    ...(services.derivePasswordKey ? { derive: services.derivePasswordKey } : {}),
  });
  const loginBackoff = createLoginBackoff(db, now);
  const notices = config.mail;
  const mediaStorage = services.mediaStorage ?? openMediaStorage(config.media);
  // Live streams (docs/decisions/027-live-events-across-instances.md): ended before the server
  // closes, so a draining instance is not held open by them; their clients resume elsewhere.
  const live = createLiveHub({
    db,
    watchChanges: services.watchChanges,
    heartbeatMs: config.live.heartbeatMs,
    log: (message) => app.log.warn(message),
  });
  await live.start();
  app.addHook('preClose', () => live.close());
  await app.register(
    async (api) => {
      api.setNotFoundHandler(sendRouteNotFound);
      registerPublicMediaUrls(api, config.publicUrl);
      registerUploadedMediaFigures(api, createImageRepository(db));
      // The health check answers well before the general deadline.
      const healthTimeoutMs = Math.min(HEALTH_TIMEOUT_MS, config.requestTimeoutMs / 2);
      await api.register(healthRoutes, { db, timeoutMs: healthTimeoutMs });
      await api.register(authRoutes, { config, db, tokens, auth, passwords, loginBackoff });
      passwordResetRoutes(api, {
        db,
        now,
        passwords,
        notices,
        rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs },
      });
      await api.register(venueRoutes, { db, auth, now });
      await api.register(bookingRoutes, {
        db,
        auth,
        now,
        newBookingReference: services.newBookingReference ?? (() => bookingReference()),
        notices,
      });
      await api.register(notificationRoutes, { db, auth, now, notices });
      if (config.devJobTrigger) {
        devJobRoutes(api, { db, notices });
        devMessageNudgeRoutes(api, { db, notices });
      }
      await api.register(profileRoutes, { db, auth });
      await api.register(reviewRoutes, { db, auth, now });
      await api.register(calendarRoutes, { db, auth, now });
      await api.register(pricingRoutes, { db, auth, now });
      await api.register(currencyRoutes, { db, auth });
      await api.register(calendarSyncRoutes, { db, auth, now, config });
      await api.register(contactRoutes, { config, db, notices });
      await api.register(uploadRoutes, {
        db,
        auth,
        now,
        storage: mediaStorage,
        maxBytes: config.media.maxBytes,
        queue:
          services.mediaQueue ??
          createUploadQueue(config.media.concurrency, config.media.queueLimit),
        temporaryDirectory: services.uploadTemporaryDirectory,
      });
      await api.register(conversationRoutes, { db, auth, now });
      await api.register(safetyRoutes, { db, auth, now });
      await api.register(liveRoutes, { db, auth, hub: live, limits: config.live });
      await api.register(wishlistRoutes, { db, auth, now, counters: new MemoryCounters(now) });
    },
    { prefix: '/api' },
  );
  if (services.metrics && config.metrics.token !== undefined) {
    registerMetricsRoute(app, services.metrics, config.metrics.token);
  }
  await app.register(mediaRoutes, { avatarInitials: demoAvatarInitials, storage: mediaStorage });
  if (devMailMode(config).served) await app.register(devMailRoutes, { db });
  await webAppRoutes(app, {
    distDir: config.webDistDir,
    db,
    publicUrl: config.publicUrl,
    isParameterTooLong,
  });
  return app;
}

/** Bytes below which a response goes out uncompressed. */
const COMPRESSION_THRESHOLD = 1024;
/**
 * Bytes up to which a response is compressed in one synchronous call rather than through a
 * stream. Every JSON answer of the API fits (a search page of 100 venues is about 120 KB). The
 * plugin's default on two cores is 8 KB, which sent a page of 12 venues (14 KB) through a zlib
 * stream: about 0.4 ms more per request in handing chunks between threads and a chunked reply.
 */
const SYNC_COMPRESSION_LIMIT = 256 * 1024;

const isApiRoute = (route: string | undefined) =>
  route !== undefined && (route === '/api' || route.startsWith('/api/'));
