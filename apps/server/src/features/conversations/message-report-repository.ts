import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countRows } from '../../db/row-counts.js';

/** Reports of messages to the operators (migration 019): one per message and reporter. */
export function createMessageReportRepository(db: Kysely<Database>) {
  return {
    /** Records the report; false when the reporter had already reported this message. */
    async report(messageId: string, reporterId: string, reason: string, at: Date) {
      const inserted = await db
        .insertInto('message_reports')
        .values({ message_id: messageId, reporter_id: reporterId, reason, created_at: at })
        .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
        .returning('message_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async reportedSince(reporterId: string, since: Date): Promise<number> {
      return countRows(
        db
          .selectFrom('message_reports')
          .where('reporter_id', '=', reporterId)
          .where('created_at', '>', since),
      );
    },
  };
}
