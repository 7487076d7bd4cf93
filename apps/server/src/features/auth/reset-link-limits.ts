import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createPasswordResetRepository } from './password-reset-repository.js';

/** Links one account is sent per hour at most on the asking of one client. */
export const RESET_LINKS_PER_HOUR = 3;
/** Links one client gets sent per hour at most, whichever accounts it names. */
export const RESET_LINKS_PER_CLIENT_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/**
 * Who asked for a link, as stored: a SHA-256 of the client address (`request.ip`, proxy-aware
 * with TRUST_PROXY; an IPv6 /64 counts as one, as in the rate limits), never the address itself.
 */
export function requesterKey(ip: string): string {
  return createHash('sha256')
    .update(ip.includes(':') ? normalizeIP(ip) : ip)
    .digest('hex');
}

/**
 * Whether another link may go out; call inside the transaction that then stores it. Holds an
 * advisory lock on the client until that transaction ends, so a burst of simultaneous requests
 * is counted one after the other. Counted per (account, client) and per client, never per
 * account alone: a stranger asking for someone's links uses up only their own allowance, so the
 * owner asking from their own address still gets one at once; and one client cannot mail many
 * people. An attacker with many addresses can still send one person a few links from each; each
 * address is also held to the route's own rate limit (AUTH_RATE_LIMIT_*).
 */
export async function mayQueueResetLink(
  db: Kysely<Database>,
  request: { profileId: string; requestedBy: string; at: Date },
): Promise<boolean> {
  const links = createPasswordResetRepository(db);
  await links.queueBehindRequester(request.requestedBy);
  const since = new Date(request.at.getTime() - HOUR_MS);
  const counts = await links.countRequested(request.requestedBy, request.profileId, since);
  return (
    counts.forAccount < RESET_LINKS_PER_HOUR && counts.fromClient < RESET_LINKS_PER_CLIENT_PER_HOUR
  );
}
