import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { healthyResponseSchema, unhealthyResponseSchema } from '@holidaze/domain';
import { isDatabaseUnavailable, sqlState } from '../../db/database-errors.js';
import { pendingMigrations } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';

/** A load balancer waits about 2 s for an answer; a database that has not answered by then is down. */
export const HEALTH_TIMEOUT_MS = 1_500;

type Probe =
  | { healthy: true; migrations: 'current' }
  | { healthy: false; database: 'ok'; migrations: string }
  | { healthy: false; database: 'read-only' | 'cannot write' | 'unreachable' | 'not answering' };

/**
 * Reads (the migrations table) and writes: a transaction that must be read-write, takes a
 * transaction id and commits, so PostgreSQL writes and flushes a commit record to its WAL. It
 * fails on a read-only database (a standby, or `default_transaction_read_only`, which managed
 * PostgreSQL services switch on when the disk is nearly full) and when the WAL cannot be
 * written. Nothing is stored; no table is needed.
 */
async function probe(db: Kysely<Database>): Promise<Probe> {
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      return { healthy: false, database: 'ok', migrations: `pending: ${pending.join(', ')}` };
    }
    const readOnly = await db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ read_only: string }>`
        SELECT current_setting('transaction_read_only') AS read_only, pg_current_xact_id()`.execute(
        tx,
      );
      return rows[0]?.read_only === 'on';
    });
    return readOnly
      ? { healthy: false, database: 'read-only' }
      : { healthy: true, migrations: 'current' };
  } catch (error) {
    const state = sqlState(error);
    if (state === '25006' || state === '25P02') return { healthy: false, database: 'read-only' };
    if (state?.startsWith('53') || state?.startsWith('58')) {
      return { healthy: false, database: 'cannot write' };
    }
    return {
      healthy: false,
      database: isDatabaseUnavailable(error) ? 'unreachable' : 'cannot write',
    };
  }
}

/**
 * For load balancers: 200 when the database answers, can write, and every migration is
 * applied; 503 otherwise, and within HEALTH_TIMEOUT_MS when the database does not answer at
 * all. One probe at a time: while one is still waiting on a stalled database, later checks
 * share its outcome instead of piling up connections.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, timeoutMs = HEALTH_TIMEOUT_MS }: { db: Kysely<Database>; timeoutMs?: number },
) {
  app.setSerializerCompiler(serializerCompiler);
  let running: Promise<Probe> | undefined;
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: healthyResponseSchema, 503: unhealthyResponseSchema },
      },
    },
    async (_request, reply) => {
      running ??= probe(db).finally(() => {
        running = undefined;
      });
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<Probe>((resolve) => {
        timer = setTimeout(() => resolve({ healthy: false, database: 'not answering' }), timeoutMs);
      });
      const outcome = await Promise.race([running, timedOut]).finally(() => clearTimeout(timer));
      if (outcome.healthy) {
        return reply.status(200).send({ status: 'ok', database: 'ok', migrations: 'current' });
      }
      if ('migrations' in outcome) {
        return reply
          .status(503)
          .send({ status: 'degraded', database: 'ok', migrations: outcome.migrations });
      }
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', database: outcome.database });
    },
  );
}
