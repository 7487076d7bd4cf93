import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, messageNudgeRunSchema } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { single } from '../../http/envelope.js';
import type { NoticeSettings } from '../notifications/index.js';
import { createUnreadMessageMail } from './unread-message-mail.js';

/**
 * POST /dev/message-nudges: mails what has been unread for 15 minutes as of `at`, as the job would
 * then. Browser tests use it as their clock (no test waits a quarter of an hour); only with
 * DEV_JOB_TRIGGER=true, which the configuration refuses in production.
 */
export function devMessageNudgeRoutes(
  plugin: FastifyInstance,
  deps: { db: Kysely<Database>; notices: NoticeSettings },
) {
  plugin.setSerializerCompiler(serializerCompiler);
  plugin.withTypeProvider<ZodTypeProvider>().post(
    '/dev/message-nudges',
    {
      schema: {
        hide: true,
        body: z.object({ at: z.iso.datetime() }),
        response: { 200: dataEnvelope(messageNudgeRunSchema) },
      },
    },
    async (request) => {
      const at = new Date(request.body.at);
      const checked = await createUnreadMessageMail({
        db: deps.db,
        now: () => at,
        notices: deps.notices,
        pollMs: 0,
      }).runDue();
      return single({ checked });
    },
  );
}
