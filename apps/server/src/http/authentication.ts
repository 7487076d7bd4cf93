import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { TokenService } from '../features/auth/token-service.js';
import { ApiError, unauthorized } from './api-error.js';

export interface Viewer {
  id: string;
  name: string;
  venueManager: boolean;
}

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

async function viewerFromToken(db: Kysely<Database>, tokens: TokenService, header: string) {
  const match = BEARER.exec(header);
  if (!match) throw new ApiError(400, MESSAGES.badFormat);
  const subject = tokens.verify(match[1]!);
  if (!subject) throw unauthorized(MESSAGES.badToken);
  const profile = await db
    .selectFrom('profiles')
    .select(['id', 'name', 'venue_manager'])
    .where('id', '=', subject)
    .executeTakeFirst();
  if (!profile) throw unauthorized(MESSAGES.badToken);
  return { id: profile.id, name: profile.name, venueManager: profile.venue_manager };
}

/** preHandlers: the token first, then (for the full check) the API key — the contract's order. */
export function makeAuthentication(db: Kysely<Database>, tokens: TokenService) {
  async function requireBearer(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(MESSAGES.noHeader);
    request.viewer = await viewerFromToken(db, tokens, header);
  }

  async function requireAuth(request: FastifyRequest, reply: FastifyReply) {
    await requireBearer(request, reply);
    const key = request.headers['x-noroff-api-key'];
    if (!key || Array.isArray(key)) throw unauthorized(MESSAGES.noKey);
    const found = await db
      .selectFrom('api_keys')
      .select('key')
      .where('key', '=', key)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!found) throw new ApiError(403, MESSAGES.badKey);
  }

  /** Public reads: a valid token identifies the viewer (owners see their customers); else anonymous. */
  async function optionalViewer(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header) return;
    request.viewer = await viewerFromToken(db, tokens, header).catch(() => undefined);
  }

  return { requireBearer, requireAuth, optionalViewer };
}
export type Authentication = ReturnType<typeof makeAuthentication>;
