import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { runWithDeadline, type RequestDeadline } from '../db/deadline-guard.js';

declare module 'fastify' {
  interface FastifyRequest {
    deadlineStarted?: boolean;
  }
}

/** What a request gets at its deadline, and what the error handler answers 503. */
export class RequestDeadlineError extends Error {
  readonly code = 'HOLIDAZE_REQUEST_DEADLINE';
  constructor(readonly timeoutMs: number) {
    super(`The request was not answered within ${timeoutMs} ms`);
  }
}

/**
 * Starts a deferred request's deadline: `arrivedAt` (performance.now() when it arrived) counts
 * the time it already waited against it.
 */
export type StartDeadline = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
  arrivedAt?: number,
) => void;

/**
 * The deadline of every request (REQUEST_TIMEOUT): when it passes before the answer went out,
 * the client gets 503 (through the error handler) and the request's deadline is marked passed,
 * which makes the database layer refuse every further statement of it (db/deadline-guard.ts).
 *
 * Started in every request's first onRequest hook, except where `deferred` says the shared cache
 * holds the request's answer: a timer, its listener and an async context for each request were a
 * third of the cost of such a read. What that read waits on (hearing the database's pending
 * announcements) is bounded below the deadline by itself; should the read not be answered from
 * the cache after all, the cache's hook starts the deadline for the time that is left
 * (http/public-read-cache-hooks.ts).
 *
 * A request whose body is still arriving at the deadline is left to the body timeout, which cuts
 * a slow client with 408 as the docs say; once its body has arrived it gets the whole deadline
 * again for its answer. Connection-wise that is at most BODY_TIMEOUT + REQUEST_TIMEOUT, the
 * socket timeout app.ts sets.
 *
 * Our own timer rather than Fastify's `handlerTimeout`: in Fastify 5.12 that timer is cleared
 * when the request stream closes, which happens as soon as a body has been read, so a POST or
 * PUT that then waited on the database was never answered at its deadline.
 */
export function registerRequestDeadline(
  app: FastifyInstance,
  timeoutMs: number,
  deferred: (request: FastifyRequest) => boolean = () => false,
): StartDeadline {
  const start: StartDeadline = (request, reply, done, arrivedAt) => {
    if (request.deadlineStarted) return done();
    request.deadlineStarted = true;
    const deadline: RequestDeadline = { passed: false };
    const waited = arrivedAt === undefined ? 0 : performance.now() - arrivedAt;
    const expire = () => {
      if (reply.sent || reply.raw.headersSent) return;
      // Still receiving the body: cutting it is the body timeout's (BODY_TIMEOUT, 408,
      // http/slow-clients.ts). The deadline is for answering, and counts again from arrival.
      // (`complete` is Node's; a request injected in a test has none and has all of its body.)
      if (request.raw.complete === false) {
        request.raw.once('end', () => (timer = setTimeout(expire, timeoutMs)));
        return;
      }
      deadline.passed = true;
      reply.send(new RequestDeadlineError(timeoutMs));
    };
    let timer = setTimeout(expire, Math.max(0, timeoutMs - waited));
    // Answered, or the connection went away: no deadline left to keep.
    reply.raw.once('close', () => clearTimeout(timer));
    runWithDeadline(deadline, done);
  };
  app.addHook('onRequest', (request, reply, done) =>
    deferred(request) ? done() : start(request, reply, done),
  );
  return start;
}
