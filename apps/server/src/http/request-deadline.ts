import type { FastifyInstance } from 'fastify';
import { runWithDeadline, type RequestDeadline } from '../db/request-deadline.js';

/** What a request gets at its deadline, and what the error handler answers 503. */
export class RequestDeadlineError extends Error {
  readonly code = 'HOLIDAZE_REQUEST_DEADLINE';
  constructor(readonly timeoutMs: number) {
    super(`The request was not answered within ${timeoutMs} ms`);
  }
}

/**
 * The deadline of every request (REQUEST_TIMEOUT), started in its first onRequest hook: when it
 * passes before the answer went out, the client gets 503 (through the error handler) and the
 * request's deadline is marked passed, which makes the database layer refuse every further
 * statement of it (db/request-deadline.ts). A read the shared cache holds waits on the database
 * too, to hear its pending announcements (http/public-read-cache-hooks.ts), so it has one as well.
 *
 * Our own timer rather than Fastify's `handlerTimeout`: in Fastify 5.12 that timer is cleared
 * when the request stream closes, which happens as soon as a body has been read, so a POST or
 * PUT that then waited on the database was never answered at its deadline.
 */
export function registerRequestDeadline(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (_request, reply, done) => {
    const deadline: RequestDeadline = { passed: false };
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      deadline.passed = true;
      reply.send(new RequestDeadlineError(timeoutMs));
    }, timeoutMs);
    // Answered, or the connection went away: no deadline left to keep.
    reply.raw.once('close', () => clearTimeout(timer));
    runWithDeadline(deadline, done);
  });
}
