import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  REPORTS_PER_BATCH,
  createMessageReportRepository,
} from '../features/conversations/message-report-repository.js';
import { describeReport } from '../features/conversations/report-mail.js';

/**
 * `npm run reports`: the open reports of messages, oldest first, each with the message, both
 * people and the conversation; `--close MESSAGE_ID` closes a message's reports once dealt with
 * (docs/decisions/031-message-reports-to-the-operator.md).
 */
export async function reportsCommand(
  db: Kysely<Database>,
  args: { close: string | undefined },
  now: Date,
): Promise<string> {
  const reports = createMessageReportRepository(db);
  if (args.close) {
    const closed = await reports.close(args.close, now);
    return closed === 0
      ? `No open report of message ${args.close}.`
      : `Closed ${closed} ${closed === 1 ? 'report' : 'reports'} of message ${args.close}.`;
  }
  const open = await reports.details('open');
  if (open.length === 0) return 'No open reports.';
  const more =
    open.length === REPORTS_PER_BATCH
      ? ` (the oldest ${REPORTS_PER_BATCH}; close some to see more)`
      : '';
  return [
    `${open.length} open ${open.length === 1 ? 'report' : 'reports'}${more}:`,
    ...open.map(describeReport),
  ].join('\n\n');
}
