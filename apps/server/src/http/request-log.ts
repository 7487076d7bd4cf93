import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { UNMATCHED_ROUTE } from '../metrics/request-durations.js';

/** Where each finished request goes besides the log: GET /metrics (metrics/server-metrics.ts). */
export interface RequestCounts {
  requestFinished(route: string, method: string, status: number, milliseconds: number): void;
}

/**
 * One JSON line per request, written when its response has gone out: method, route pattern,
 * URL (secrets redacted), status, duration and client address, with the request id pino binds
 * to every line of the request. Fastify's own two lines ("incoming request" and "request
 * completed") are replaced; LOG_LEVEL=debug adds one when the request arrives. The same moment feeds the request metrics, so counting a request
 * costs no hook of its own.
 */
export class RequestLog extends LogController {
  readonly #counts: RequestCounts | undefined;

  constructor(counts?: RequestCounts) {
    super();
    this.#counts = counts;
  }

  /** Only with LOG_LEVEL=debug or trace: a line when a request arrives, to trace a hang. */
  override incomingRequest(request: FastifyRequest): void {
    if (!DEBUG_OR_LOWER.has(request.log.level)) return;
    const route = routeOf(request);
    request.log.debug(
      { method: request.method, route, url: loggableUrl(request.url, route) },
      'request received',
    );
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const counts = this.#counts;
    // Without metrics, and with info lines off (LOG_LEVEL above info), a success costs nothing.
    const logging = error ? true : infoEnabled(reply.log.level);
    if (counts === undefined && !logging) return;
    const route = routeOf(request);
    const milliseconds = reply.elapsedTime;
    counts?.requestFinished(route, request.method, reply.statusCode, milliseconds);
    if (!logging) return;
    const line = {
      method: request.method,
      route,
      url: loggableUrl(request.url, route),
      status: reply.statusCode,
      durationMs: Math.round(milliseconds * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/** The route pattern the request reached (`/api/holidaze/venues/:id`): a bounded set. */
export function routeOf(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
}

/**
 * pino's `req` serializer, for any other line that logs the request: the same redaction. It may
 * be handed Node's own request (before Fastify made its own), which has no route.
 */
export function serializeRequest(request: FastifyRequest | IncomingMessage) {
  const route = 'routeOptions' in request ? routeOf(request) : UNMATCHED_ROUTE;
  return {
    method: request.method,
    url: loggableUrl(request.url ?? '', route),
    remoteAddress: 'ip' in request ? request.ip : request.socket?.remoteAddress,
  };
}

const REDACTED = '[redacted]';
/** Path parameters that are secrets: a calendar feed's token is its only key. */
const SECRET_PARAMETER = /^:token\b/;
/** Query parameters that may be secrets: reset links' `token`, keys, signatures, codes. */
const SECRET_QUERY = /token|key|secret|password|code|sig/i;
/** Whatever follows it is a feed token, whichever route (or none) the URL reached. */
const FEED_PATH = /\/calendar-feeds\//i;

/**
 * The URL as it may be logged: path segments of secret parameters, whatever follows
 * `/calendar-feeds/` (also on a URL that reached no route, such as a token with a stray slash),
 * and the values of query parameters named like secrets are replaced with `[redacted]`.
 */
export function loggableUrl(url: string, route: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);

  if (route.includes('/:')) {
    const pattern = route.split('/');
    const segments = path.split('/');
    pattern.forEach((part, index) => {
      if (SECRET_PARAMETER.test(part) && index < segments.length) segments[index] = REDACTED;
    });
    path = segments.join('/');
  }
  const decoded = safeDecode(path);
  const feed = FEED_PATH.exec(decoded);
  if (feed) path = `${decoded.slice(0, feed.index + feed[0].length)}${REDACTED}`;

  if (query === undefined) return path;
  const parameters = query.split('&').map((part) => {
    const equals = part.indexOf('=');
    const name = equals === -1 ? part : part.slice(0, equals);
    return equals !== -1 && SECRET_QUERY.test(safeDecode(name)) ? `${name}=${REDACTED}` : part;
  });
  return `${path}?${parameters.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const DEBUG_OR_LOWER = new Set(['debug', 'trace']);
const INFO_OR_LOWER = new Set(['info', ...DEBUG_OR_LOWER]);
const infoEnabled = (level: string) => INFO_OR_LOWER.has(level);
