import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  domainMessageCode,
  statusErrorCode,
  UPLOAD_MESSAGES,
  type ApiErrorItem,
  type ServerErrorCode,
} from '@holidaze/domain';
import {
  isCheckViolation,
  isDatabaseUnavailable,
  isExclusionViolation,
  isForeignKeyViolation,
  isTimeout,
  violatedConstraint,
} from '../db/database-errors.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ApiError, RequestValidationError, notFound, serviceUnavailable } from './api-error.js';
import { RequestDeadlineError } from './request-deadline-hooks.js';

export const OVERLAP_MESSAGE =
  'The selected dates and guests either overlap with an existing booking or exceed the maximum guests for this venue.';

/** Said when the deadline passed: nothing was changed, so the client may simply try again. */
export const TIMED_OUT_MESSAGE =
  'The request took too long and was not carried out. Please try again.';
export const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';

const SOMETHING_WENT_WRONG = 'Something went wrong.';
const MALFORMED_URL = 'Malformed URL';
const PARAMETER_TOO_LONG = 'A path parameter in the URL is too long';
export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';

/** The longest URL a 404 message repeats; the rest is cut (an attacker's 8 KB URL is not echoed). */
const MAX_ECHOED_URL = 100;

/**
 * The contract's envelope, each error with a stable `code` a client can show its own words for
 * (docs/api.md, "Errors"): the domain message's (`form.priceNumber`), else the server's own
 * (`server.overlap`), else the one it came with (zod's `too_small`), else its status's.
 */
export function errorBody(statusCode: number, errors: ApiErrorItem[]) {
  const coded = errors.map(({ code, message, ...rest }) => {
    const stable =
      domainMessageCode(message) ??
      SERVER_MESSAGE_CODES[message] ??
      code ??
      statusErrorCode(statusCode);
    return { ...(stable ? { code: stable } : {}), message, ...rest };
  });
  return { errors: coded, status: STATUS_CODES[statusCode] ?? 'Error', statusCode };
}

/** Fastify's own client errors (bad JSON, media type, size) keep their status with a clear message. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type: send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY:
    "Body cannot be empty when content-type is set to 'application/json'",
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
};

const SERVER_MESSAGE_CODES: Partial<Record<string, ServerErrorCode>> = {
  [OVERLAP_MESSAGE]: 'server.overlap',
  [TIMED_OUT_MESSAGE]: 'server.timedOut',
  [UNAVAILABLE_MESSAGE]: 'server.unavailable',
  [SOMETHING_WENT_WRONG]: 'server.unexpected',
  [FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE!]: 'server.unsupportedMediaType',
  [FRAMEWORK_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE!]: 'server.bodyTooLarge',
  [FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_CONTENT_LENGTH!]: 'server.bodySizeMismatch',
  [FRAMEWORK_MESSAGES.FST_ERR_CTP_EMPTY_JSON_BODY!]: 'server.emptyJson',
  [FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!]: 'server.malformedJson',
  [TOO_MANY_REQUESTS]: 'server.tooManyRequests',
  [MALFORMED_URL]: 'server.malformedUrl',
  [PARAMETER_TOO_LONG]: 'server.parameterTooLong',
};

/** One place decides the wire format of every error (api-contract conventions). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RequestValidationError) {
      return reply.status(400).send(errorBody(400, error.errors));
    }
    if (error instanceof ApiError) return sendApiError(reply, error);
    if (error instanceof NotFoundError) return sendApiError(reply, notFound(error.message));
    if (isExclusionViolation(error)) {
      return reply.status(409).send(errorBody(409, [{ message: OVERLAP_MESSAGE }]));
    }
    // Migration 023: a photo of ours that the sweep deleted, even while this write waited.
    if (isForeignKeyViolation(error) && violatedConstraint(error) === 'images_shown_stored') {
      return reply.status(409).send(errorBody(409, [{ message: UPLOAD_MESSAGES.notStored }]));
    }
    if (isCheckViolation(error)) {
      return reply.status(400).send(errorBody(400, [{ message: 'Minimum stay 1 night' }]));
    }
    // The request deadline, a statement stopped by statement_timeout, and a database that
    // cannot be reached: 503, try again; none of them committed anything.
    if (error instanceof RequestDeadlineError || isTimeout(error)) {
      request.log.warn({ err: error }, 'request deadline passed');
      return sendApiError(reply, serviceUnavailable(TIMED_OUT_MESSAGE));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendApiError(reply, serviceUnavailable(UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && FRAMEWORK_MESSAGES[error.code]) ||
        (status === 429 ? TOO_MANY_REQUESTS : error.message);
      return reply.status(status).send(errorBody(status, [{ message }]));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(500, [{ message: SOMETHING_WENT_WRONG }]));
  });
}

/**
 * Errors raised while routing, before any handler or error handler: a malformed URL, a path
 * parameter longer than the router accepts. They get the envelope like every other error.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendParameterTooLong(reply);
  return reply.status(400).send(errorBody(400, [{ message: MALFORMED_URL }]));
}

/** 414: a path parameter longer than the router accepts (http/long-path-parameters.ts). */
export function sendParameterTooLong(reply: FastifyReply) {
  return reply.status(414).send(errorBody(414, [{ message: PARAMETER_TOO_LONG }]));
}

function sendApiError(reply: FastifyReply, error: ApiError) {
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply.status(error.statusCode).send(errorBody(error.statusCode, error.errors));
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const url =
    request.url.length > MAX_ECHOED_URL ? `${request.url.slice(0, MAX_ECHOED_URL)}…` : request.url;
  return reply
    .status(404)
    .send(
      errorBody(404, [
        { code: 'server.routeNotFound', message: `Route ${request.method}:${url} not found` },
      ]),
    );
}
