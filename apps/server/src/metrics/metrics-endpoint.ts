import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/open-database.js';
import { createMailOutboxRepository } from '../features/notifications/mail-outbox-repository.js';
import { errorBody } from '../http/error-handler.js';
import { createServerMetrics, type ServerMetrics } from './server-metrics.js';

/**
 * GET /metrics, never public (decision 021): on the main port only with METRICS_TOKEN, sent as
 * `Authorization: Bearer <token>`; on a listener of its own at METRICS_HOST:METRICS_PORT
 * (loopback by default), which asks for the token too when one is set. Neither set: metrics are
 * off and nothing is counted.
 */
export function metricsEnabled(settings: Config['metrics']): boolean {
  return settings.port !== undefined || settings.token !== undefined;
}

/** The server's metrics over its database, or undefined when metrics are off. */
export function metricsForServer(
  config: Pick<Config, 'metrics'>,
  handle: Pick<DatabaseHandle, 'db' | 'poolStats'>,
  now: () => Date = () => new Date(),
): ServerMetrics | undefined {
  if (!metricsEnabled(config.metrics)) return undefined;
  const outbox = createMailOutboxRepository(handle.db);
  return createServerMetrics({
    now: () => now().getTime(),
    outboxBacklog: () => outbox.backlog(now()),
    ...(handle.poolStats ? { poolStats: () => handle.poolStats!() } : {}),
  });
}

export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: ServerMetrics,
  token: string | undefined,
): void {
  const expected = token === undefined ? undefined : digest(token);
  const schema = {
    hide: true,
    response: {
      200: { description: 'Prometheus text format' },
      401: { description: 'The token is missing or wrong, in the API error envelope' },
    },
  };
  app.get('/metrics', { schema }, async (request, reply) => {
    if (expected !== undefined) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (given === undefined || !timingSafeEqual(digest(given), expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send(errorBody(401, [{ message: 'The metrics token is missing or wrong' }]));
      }
    }
    const text = await metrics.scrape();
    return reply
      .header('content-type', metrics.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}

/** The listener of METRICS_PORT, or undefined when it is not set. */
export async function listenForMetrics(
  settings: Config['metrics'],
  metrics: ServerMetrics | undefined,
): Promise<{ address: string; close(): Promise<void> } | undefined> {
  if (settings.port === undefined || metrics === undefined) return undefined;
  const server = Fastify({ logger: false });
  registerMetricsRoute(server, metrics, settings.token);
  const address = await server.listen({ port: settings.port, host: settings.host });
  return { address, close: () => server.close() };
}

// Equal-length digests, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();
