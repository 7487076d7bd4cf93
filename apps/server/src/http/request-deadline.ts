import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { runWithDeadline, type RequestDeadline } from '../db/request-deadline.js';

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
 * The deadline of every request (REQUEST_TIMEOUT): when it passes before the answer went out,
 * the client gets 503 (through the error handler) and the request's deadline is marked passed,
 * which makes the database layer refuse every further statement of it (db/request-deadline.ts).
 *
 * Our own timer rather than Fastify's `handlerTimeout`: in Fastify 5.12 that timer is cleared
 * when the request stream closes, which happens as soon as a body has been read, so a POST or
 * PUT that then waited on the database was never answered at its deadline.
 */
export type StartDeadline = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

/**
 * Starts every request's deadline in its first onRequest hook, except where `deferred` says the
 * request will be answered from memory (a public read the cache holds): such a request waits on
 * nothing. Should it not be answered after all, whoever deferred it calls the returned `start`
 * before anything else runs (http/public-read-cache-hooks.ts).
 */
export function registerRequestDeadline(
  app: FastifyInstance,
  timeoutMs: number,
  deferred: (request: FastifyRequest) => boolean = () => false,
): StartDeadline {
  const start: StartDeadline = (request, reply, done) => {
    if (request.deadlineStarted) return done();
    request.deadlineStarted = true;
    const deadline: RequestDeadline = { passed: false };
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      deadline.passed = true;
      reply.send(new RequestDeadlineError(timeoutMs));
    }, timeoutMs);
    // Answered, or the connection went away: no deadline left to keep.
    reply.raw.once('close', () => clearTimeout(timer));
    runWithDeadline(deadline, done);
  };
  app.addHook('onRequest', (request, reply, done) =>
    deferred(request) ? done() : start(request, reply, done),
  );
  return start;
}
