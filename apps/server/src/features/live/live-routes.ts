import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError, serviceUnavailable } from '../../http/api-error.js';
import { viewerOf, type Authentication } from '../../http/authentication.js';
import type { Database } from '../../db/schema.js';
import { createLiveEventRepository } from './live-event-repository.js';
import type { LiveHub } from './live-hub.js';
import { createLiveStream, eventBlock } from './live-stream.js';

export interface LiveLimits {
  /** Streams one person may hold open on one instance at once (a tab each). */
  streamsPerPerson: number;
  /** Streams one instance holds at most. */
  streamsPerInstance: number;
}

const LAST_EVENT_ID = /^\d{1,18}$/;
const REPLAY_PAGE = 500;
/** How soon a client reconnects after a dropped stream (the SSE `retry:` field). */
const RETRY_MS = 2_000;

/**
 * GET /holidaze/events: the viewer's live stream (docs/api.md, "Live events"). Authenticated
 * like every call, with the Authorization header (docs/decisions/027-live-events-across-instances.md).
 * It opens with the number the client resumes from; `Last-Event-ID` replays what came after it,
 * or, when that is older than what is kept (or unknown here), sends `refetch` for the client to
 * reload what it shows.
 */
export async function liveRoutes(
  plugin: FastifyInstance,
  deps: { db: Kysely<Database>; auth: Authentication; hub: LiveHub; limits: LiveLimits },
) {
  const events = createLiveEventRepository(deps.db);

  plugin.get(
    '/holidaze/events',
    { preHandler: deps.auth.requireAuth, compress: false, schema: { tags: ['live'] } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (deps.hub.streamsOf(viewer.id) >= deps.limits.streamsPerPerson) {
        throw new ApiError(
          429,
          `At most ${deps.limits.streamsPerPerson} live streams per person are open at once: close another tab first.`,
        );
      }
      if (deps.hub.open >= deps.limits.streamsPerInstance) {
        throw serviceUnavailable('This server holds as many live streams as it can: try again.');
      }
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' ? header.trim() : undefined;

      const stream = createLiveStream(viewer.id, () => deps.hub.remove(stream));
      deps.hub.add(stream);
      reply.raw.on('close', () => stream.end());
      void (async () => {
        const { position, oldestKept } = await events.positionOf(viewer.id);
        let upTo = position;
        stream.write(`retry: ${RETRY_MS}\n`);
        if (lastEventId === undefined || lastEventId === '') {
          stream.write(`id: ${position}\n\n`);
        } else if (
          !LAST_EVENT_ID.test(lastEventId) ||
          BigInt(lastEventId) < BigInt(oldestKept) - 1n ||
          BigInt(lastEventId) > BigInt(await events.latestId())
        ) {
          stream.write(eventBlock({ id: position, type: 'refetch', data: {} }));
        } else {
          upTo = lastEventId;
          for (;;) {
            const page = await events.since(viewer.id, upTo, REPLAY_PAGE);
            for (const event of page) stream.replay(event);
            upTo = page.at(-1)?.id ?? upTo;
            if (page.length < REPLAY_PAGE) break;
          }
          stream.write(': resumed\n\n');
        }
        stream.release(upTo);
      })().catch((error: unknown) => {
        request.log.warn({ err: error }, 'live stream could not start');
        stream.end();
      });
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream.body);
    },
  );
}
