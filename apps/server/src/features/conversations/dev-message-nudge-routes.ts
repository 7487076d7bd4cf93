import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { messageNudgeRunSchema } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { devJobTrigger } from '../../http/dev-job-trigger.js';
import type { NoticeSettings } from '../notifications/index.js';
import { createUnreadMessageMail } from './unread-message-mail.js';

/** POST /dev/message-nudges: mails what has been unread for 15 minutes as of `at`, as the job would. */
export function devMessageNudgeRoutes(
  plugin: FastifyInstance,
  deps: { db: Kysely<Database>; notices: NoticeSettings },
) {
  devJobTrigger(
    plugin,
    '/dev/message-nudges',
    { fields: {}, result: messageNudgeRunSchema },
    async (at) => {
      const job = createUnreadMessageMail({ ...deps, now: () => at, pollMs: 0 });
      return { checked: await job.runDue() };
    },
  );
}
