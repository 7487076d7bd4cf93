import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@holidaze/domain';
import type { Database } from '../db/schema.js';
import { ApiError, badRequest } from './api-error.js';
import { single } from './envelope.js';

/** How long a key answers with its first response. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This Idempotency-Key was already used with a different request body. Send a new key for a new request.';

export interface KeyedResponse {
  statusCode: number;
  body: unknown;
}

/** The request's `Idempotency-Key`, validated, or undefined when it sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]!.message, [IDEMPOTENCY_KEY_HEADER]);
  }
  return parsed.data;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown) =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

/**
 * Runs `work` in one transaction with its idempotency key, so a stored key and the row it
 * answers for commit together or not at all.
 *
 * - No key: the work runs in a transaction, as any other request.
 * - A new key (per user and endpoint): the key is claimed, the work runs, and its response is
 *   stored with the key. A failure rolls both back, so a retry runs the work again.
 * - A key seen in the last 24 hours: the stored response again, when the body is the same;
 *   422 when it is not. Older keys are deleted (lazily, the user's own, on their next keyed
 *   request) and count as new.
 * - The same key while its first request is still running: the claim waits for that
 *   transaction (the primary key's row lock), then answers as above. One request does the work.
 */
export async function runOnce(
  db: Kysely<Database>,
  options: { profileId: string; scope: string; key: string | undefined; body: unknown; now: Date },
  work: (tx: Transaction<Database>) => Promise<KeyedResponse>,
): Promise<KeyedResponse & { replayed: boolean }> {
  const { profileId, scope, key, now } = options;
  if (key === undefined) {
    return { ...(await db.transaction().execute(work)), replayed: false };
  }
  const hash = requestHash(options.body);
  return db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('idempotency_keys')
      .where('profile_id', '=', profileId)
      .where('created_at', '<=', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
      .execute();
    const claimed = await tx
      .insertInto('idempotency_keys')
      .values({
        profile_id: profileId,
        scope,
        key,
        request_hash: hash,
        status_code: 0,
        response: 'null',
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['profile_id', 'scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const first = await tx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('profile_id', '=', profileId)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (first.request_hash !== hash) throw new ApiError(422, IDEMPOTENCY_MISMATCH_MESSAGE);
      return { statusCode: first.status_code, body: first.response, replayed: true };
    }
    const response = await work(tx);
    await tx
      .updateTable('idempotency_keys')
      .set({ status_code: response.statusCode, response: JSON.stringify(response.body) })
      .where('profile_id', '=', profileId)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return { ...response, replayed: false };
  });
}

/**
 * Answers a create at most once per Idempotency-Key (runOnce): 201 with what `create` made, in
 * the envelope, or the first answer again on a replay (sendKeyed).
 */
export async function replyCreatedOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Kysely<Database>; profileId: string; scope: string; now: Date },
  create: (tx: Transaction<Database>) => Promise<unknown>,
) {
  const { db, ...keyed } = options;
  const response = await runOnce(
    db,
    { ...keyed, key: idempotencyKeyOf(request), body: request.body },
    async (tx) => ({ statusCode: 201, body: single(await create(tx)) }),
  );
  return sendKeyed(reply, response);
}

/** Sends a keyed response, marking a replay so a client can tell. */
export function sendKeyed(reply: FastifyReply, response: KeyedResponse & { replayed: boolean }) {
  if (response.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.status(response.statusCode).send(response.body);
}
