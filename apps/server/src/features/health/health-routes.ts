import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { pendingMigrations } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';

/** For load balancers: 200 when the database answers and every migration is applied, else 503. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get('/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      const pending = await pendingMigrations(db);
      const healthy = pending.length === 0;
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database: 'ok',
        migrations: healthy ? 'current' : `pending: ${pending.join(', ')}`,
      });
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
