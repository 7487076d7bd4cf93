import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestExpiryRunSchema } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { devJobTrigger } from '../../http/dev-job-trigger.js';
import type { NoticeSettings } from '../notifications/index.js';
import { createRequestExpiry } from './booking-jobs.js';

/** POST /dev/request-expiry: lapses one venue's due requests as of `at`, as the job would then. */
export function devJobRoutes(
  plugin: FastifyInstance,
  deps: { db: Kysely<Database>; notices: NoticeSettings },
) {
  devJobTrigger(
    plugin,
    '/dev/request-expiry',
    { fields: { venueId: z.guid() }, result: requestExpiryRunSchema },
    async (at, { venueId }) => {
      const job = createRequestExpiry({ ...deps, now: () => at, pollMs: 0, venueId });
      return { expired: await job.runDue() };
    },
  );
}
