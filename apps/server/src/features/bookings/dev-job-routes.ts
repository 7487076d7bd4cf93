import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, requestExpiryRunSchema } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { single } from '../../http/envelope.js';
import type { NoticeSettings } from '../notifications/index.js';
import { createRequestExpiry } from './booking-jobs.js';

/**
 * POST /dev/request-expiry: lapses one venue's due requests as of `at`, as the job would then.
 * Browser tests use it as their clock (no test waits a day); only with DEV_JOB_TRIGGER=true,
 * which the configuration refuses in production.
 */
export function devJobRoutes(
  plugin: FastifyInstance,
  deps: { db: Kysely<Database>; notices: NoticeSettings },
) {
  // Routes of the API's own scope: zod's serializer there is the one every API plugin sets.
  plugin.setSerializerCompiler(serializerCompiler);
  plugin.withTypeProvider<ZodTypeProvider>().post(
    '/dev/request-expiry',
    {
      schema: {
        hide: true,
        body: z.object({ at: z.iso.datetime(), venueId: z.guid() }),
        response: { 200: dataEnvelope(requestExpiryRunSchema) },
      },
    },
    async (request) => {
      const at = new Date(request.body.at);
      const expired = await createRequestExpiry({
        db: deps.db,
        now: () => at,
        notices: deps.notices,
        pollMs: 0,
        venueId: request.body.venueId,
      }).runDue();
      return single({ expired });
    },
  );
}
