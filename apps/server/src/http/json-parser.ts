import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

export const JSON_TOO_DEEP_MESSAGE = `JSON in request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * JSON bodies only: malformed JSON is a 400 with a clear message, and an empty body is accepted (the
 * contract allows `Content-Type: application/json` with no body on DELETE). Unknown keys, including
 * `__proto__`, are dropped later by the zod schemas, which copy only the keys they know. A body
 * nested deeper than MAX_JSON_DEPTH is a 400 (JSON.parse copes, but every later walk would not).
 */
export function registerJsonParser(app: FastifyInstance): void {
  // JSON only: any other body type is a 415 (Fastify's default text/plain parser is removed).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new ApiError(400, 'Malformed JSON in request body'), undefined);
    }
    // Refused here, before any hook or validator walks the body.
    if (nestsDeeperThan(parsed, MAX_JSON_DEPTH)) {
      return done(new ApiError(400, JSON_TOO_DEEP_MESSAGE), undefined);
    }
    done(null, parsed);
  });
}
