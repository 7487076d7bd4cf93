import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../auth/viewer.js';
import { ApiError, unauthorized } from './api-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    viewer?: Viewer;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;
const MESSAGES = {
  noHeader: 'No authorization header was found',
  badFormat:
    'Bad format in request authorization header. Correct format is Authorization: Bearer [token]',
  badToken: 'Invalid authorization token. Please login again',
  noKey: 'No API key header was found',
  badKey: 'Invalid API key',
};

/** What authentication asks of the rest of the server (app.ts wires the auth feature in). */
export interface AuthenticationSources {
  /** The token's subject (a profile id), or undefined when it is not ours or has expired. */
  verifyToken(token: string): string | undefined;
  findViewer(id: string): Promise<Viewer | undefined>;
  isActiveApiKey(key: string): Promise<boolean>;
}

/** preHandlers: the token first, then (for the full check) the API key — the contract's order. */
export function makeAuthentication(sources: AuthenticationSources) {
  async function viewerFromToken(header: string): Promise<Viewer> {
    const match = BEARER.exec(header);
    if (!match) throw new ApiError(400, MESSAGES.badFormat);
    const subject = sources.verifyToken(match[1]!);
    const viewer = subject === undefined ? undefined : await sources.findViewer(subject);
    if (!viewer) throw unauthorized(MESSAGES.badToken);
    return viewer;
  }

  async function requireBearer(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(MESSAGES.noHeader);
    request.viewer = await viewerFromToken(header);
  }

  async function requireAuth(request: FastifyRequest, reply: FastifyReply) {
    await requireBearer(request, reply);
    const key = request.headers['x-noroff-api-key'];
    if (!key || Array.isArray(key)) throw unauthorized(MESSAGES.noKey);
    if (!(await sources.isActiveApiKey(key))) throw new ApiError(403, MESSAGES.badKey);
  }

  /** Public reads: a valid token identifies the viewer (owners see their customers); else anonymous. */
  async function optionalViewer(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header) return;
    request.viewer = await viewerFromToken(header).catch(() => undefined);
  }

  return { requireBearer, requireAuth, optionalViewer };
}
export type Authentication = ReturnType<typeof makeAuthentication>;

/**
 * The signed-in viewer of a route behind `requireAuth` or `requireBearer`. Registering such a
 * route without its preHandler is a programming error, answered as a missing sign-in.
 */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized(MESSAGES.noHeader);
  return request.viewer;
}
