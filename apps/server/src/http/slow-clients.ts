import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RETRY_AFTER_SECONDS } from './api-error.js';
import { errorBody } from './error-handler.js';

/**
 * Slow and greedy clients, answered as nginx would: the request line and headers must arrive
 * within `headersTimeoutMs`, the whole request (body included) within `bodyTimeoutMs`, and no
 * more than `maxConnections` connections are open at once, `maxConnectionsPerIp` of them from
 * one address. A client sending a body a byte at a time is cut at the body timeout, however
 * steadily it sends; the rest keep being served.
 */
export interface SlowClientLimits {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  /** 0: no per-address cap. Not applied behind a trusted proxy, where every peer is the proxy. */
  maxConnectionsPerIp: number;
}

/**
 * Node checks the header and body deadlines on a timer (30 s by default, which let a slow
 * client stay far past them); a quarter of the shorter deadline, within 100 ms–1 s, cuts it
 * close to the deadline at negligible cost.
 */
export function connectionsCheckingInterval(limits: SlowClientLimits): number {
  return Math.min(1_000, Math.max(100, Math.floor(limits.headersTimeoutMs / 4)));
}

/** A raw HTTP answer for a socket we refuse or cut before Fastify has a request for it. */
function rawAnswer(statusCode: number, message: string, extraHeaders: string[] = []): string {
  const body = JSON.stringify(errorBody(statusCode, [{ message }]));
  return [
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...extraHeaders,
    '',
    body,
  ].join('\r\n');
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request was not received in time'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers (or the URL) are too large'],
};

/** Fastify's clientErrorHandler: errors before a request exists, in the contract's envelope. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Malformed HTTP request'];
  if (socket.writable) socket.write(rawAnswer(status, message), () => socket.destroy());
  else socket.destroy();
}

/** Applies the limits to the app's HTTP server (before it listens). */
export function limitSlowClients(
  app: FastifyInstance,
  limits: SlowClientLimits,
  trustProxy: boolean,
): void {
  const server = app.server as Server;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.bodyTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
  if (limits.maxConnectionsPerIp > 0 && !trustProxy) {
    capConnectionsPerAddress(server, limits.maxConnectionsPerIp);
  }
}

function capConnectionsPerAddress(server: Server, max: number) {
  const open = new Map<string, number>();
  const refusal = rawAnswer(503, 'Too many connections from your address', [
    `Retry-After: ${DEFAULT_RETRY_AFTER_SECONDS}`,
  ]);
  // Before Node's own listener, so a refused socket never reaches the HTTP parser.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      // Told why, then cut: whatever it sends meanwhile is never answered.
      socket.write(refusal, () => socket.destroy());
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
