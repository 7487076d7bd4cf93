import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countRows } from '../../db/row-counts.js';

/** A report with what the operator needs to judge it: the message, both people, the conversation. */
export interface ReportDetail {
  messageId: string;
  reason: string;
  reportedAt: Date;
  reporter: { id: string; name: string; email: string };
  message: { body: string; sentAt: Date };
  sender: { name: string; email: string };
  conversation: { id: string; venueName: string; guest: string; host: string };
}

/** At most this many reports in one batch or listing; the rest come in the next. */
export const REPORTS_PER_BATCH = 200;

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

    /**
     * Reports not yet told to the operator (`untold`) or not yet closed (`open`), oldest first.
     */
    async details(which: 'untold' | 'open'): Promise<ReportDetail[]> {
      const rows = await db
        .selectFrom('message_reports as r')
        .innerJoin('messages as m', 'm.id', 'r.message_id')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .innerJoin('venues as v', 'v.id', 'c.venue_id')
        .innerJoin('profiles as reporter', 'reporter.id', 'r.reporter_id')
        .innerJoin('profiles as sender', 'sender.id', 'm.sender_id')
        .innerJoin('profiles as guest', 'guest.id', 'c.guest_id')
        .innerJoin('profiles as host', 'host.id', 'c.host_id')
        .select([
          'r.message_id',
          'r.reporter_id',
          'r.reason',
          'r.created_at',
          'reporter.name as reporter_name',
          'reporter.email as reporter_email',
          'm.body',
          'm.created_at as sent_at',
          'sender.name as sender_name',
          'sender.email as sender_email',
          'c.id as conversation_id',
          'v.name as venue_name',
          'guest.name as guest_name',
          'host.name as host_name',
        ])
        .where(which === 'untold' ? 'r.told_at' : 'r.closed_at', 'is', null)
        .orderBy('r.created_at')
        .orderBy('r.message_id')
        .limit(REPORTS_PER_BATCH)
        .execute();
      return rows.map((row) => ({
        messageId: row.message_id,
        reason: row.reason,
        reportedAt: new Date(row.created_at),
        reporter: { id: row.reporter_id, name: row.reporter_name, email: row.reporter_email },
        message: { body: row.body, sentAt: new Date(row.sent_at) },
        sender: { name: row.sender_name, email: row.sender_email },
        conversation: {
          id: row.conversation_id,
          venueName: row.venue_name,
          guest: row.guest_name,
          host: row.host_name,
        },
      }));
    },

    /** Whether any report waits to be told (its partial index makes this cheap at every poll). */
    async anyUntold(): Promise<boolean> {
      const row = await db
        .selectFrom('message_reports')
        .select('message_id')
        .where('told_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** When reports last went out to the operator, if ever. */
    async lastToldAt(): Promise<Date | undefined> {
      const row = await db
        .selectFrom('message_reports')
        .select((eb) => eb.fn.max('told_at').as('at'))
        .executeTakeFirst();
      return row?.at ? new Date(row.at) : undefined;
    },

    /** Marks these reports told (each by its message and reporter). */
    async markTold(reports: ReportDetail[], at: Date): Promise<void> {
      if (reports.length === 0) return;
      await db
        .updateTable('message_reports')
        .set({ told_at: at })
        .where((eb) =>
          eb.or(
            reports.map((report) =>
              eb.and([
                eb('message_id', '=', report.messageId),
                eb('reporter_id', '=', report.reporter.id),
              ]),
            ),
          ),
        )
        .execute();
    },

    /** Closes every open report of the message; how many were open. */
    async close(messageId: string, at: Date): Promise<number> {
      const closed = await db
        .updateTable('message_reports')
        .set({ closed_at: at })
        .where('message_id', '=', messageId)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return Number(closed.numUpdatedRows);
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
