import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageBodySchema, contactReceivedSchema, dataEnvelope } from '@holidaze/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { single } from '../../http/envelope.js';
import { createNotifier, type NoticeSettings } from '../notifications/index.js';
import { createContactRepository } from './contact-repository.js';

interface Deps {
  config: Config;
  db: Kysely<Database>;
  notices: NoticeSettings;
}

/**
 * POST /contact: a message from the Contact page is stored for the operator and e-mailed to
 * OPERATOR_EMAIL. Public, and limited
 * as tightly as login and register (it writes a row for anyone). Nothing reads messages back
 * through the API: the answer says only that it was received.
 */
export async function contactRoutes(plugin: FastifyInstance, { config, db, notices }: Deps) {
  plugin.setSerializerCompiler(serializerCompiler);
  plugin.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      config: {
        rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the operator (stored; not readable through the API)',
        body: contactMessageBodySchema,
        response: { 201: dataEnvelope(contactReceivedSchema) },
      },
    },
    async (request, reply) => {
      const { name, email, subject, message } = request.body;
      // Stored and queued for the operator's inbox in one transaction: neither without the other.
      const row = await db.transaction().execute(async (tx) => {
        const stored = await createContactRepository(tx).store({ name, email, subject, message });
        await createNotifier(tx, notices).forwardContactMessage(
          { name, email, subject, message },
          stored.created_at,
        );
        return stored;
      });
      return reply.status(201).send(single({ id: row.id, received: row.created_at.toISOString() }));
    },
  );
}
