import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { contactMessageBodySchema, type ContactMessageBody } from '@holidaze/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { single } from '../../http/envelope.js';

interface Deps {
  config: Config;
  db: Kysely<Database>;
}

/**
 * POST /contact: a message from the Contact page is stored for the operator. Public, and limited
 * as tightly as login and register (it writes a row for anyone). Nothing reads messages back
 * through the API: the answer says only that it was received.
 */
export async function contactRoutes(app: FastifyInstance, { config, db }: Deps) {
  app.post(
    '/contact',
    {
      config: {
        rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the operator (stored; not readable through the API)',
        body: contactMessageBodySchema,
      },
    },
    async (request, reply) => {
      const body = request.body as ContactMessageBody;
      const row = await db
        .insertInto('contact_messages')
        .values({
          name: body.name,
          email: body.email,
          subject: body.subject,
          message: body.message,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return reply.status(201).send(single({ id: row.id, received: row.created_at.toISOString() }));
    },
  );
}
