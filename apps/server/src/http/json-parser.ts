import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * JSON bodies only: malformed JSON is a 400 with a clear message, and an empty body is accepted (the
 * contract allows `Content-Type: application/json` with no body on DELETE). Unknown keys, including
 * `__proto__`, are dropped later by the zod schemas, which copy only the keys they know.
 */
export function registerJsonParser(app: FastifyInstance): void {
  // JSON only: any other body type is a 415 (Fastify's default text/plain parser is removed).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'Malformed JSON in request body'), undefined);
    }
  });
}
