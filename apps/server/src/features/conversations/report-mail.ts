import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Job } from '../../jobs/job-runner.js';
import { createNotifier, type NoticeSettings } from '../notifications/index.js';
import { createMessageReportRepository, type ReportDetail } from './message-report-repository.js';

/** An arbitrary constant naming the report batch among PostgreSQL's advisory locks. */
const REPORT_BATCH_LOCK = 4_031;

/**
 * Tells the operator about new reports of messages, in batches: at most one every `everyMs`,
 * holding every report made since the last (docs/decisions/031-message-reports-to-the-operator.md).
 * Mailed to `address` through the outbox; without one, a log line says how many wait and that
 * `npm run reports` lists them. Every instance runs the job; the batch is made under one advisory
 * lock taken for its transaction, and the time of the last batch is read under it, so with
 * several instances each report goes out once and batches stay `everyMs` apart.
 */
export function createReportMail(options: {
  db: Kysely<Database>;
  now: () => Date;
  notices: NoticeSettings;
  address: string | undefined;
  everyMs: number;
  pollMs: number;
  log: (message: string) => void;
}): Job {
  return {
    name: 'message report mail',
    pollMs: options.pollMs,
    runDue: () =>
      options.db.transaction().execute(async (tx) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`SELECT pg_try_advisory_xact_lock(${REPORT_BATCH_LOCK}) AS locked`.execute(tx);
        // Another instance is making the batch: its reports are told by it.
        if (!rows[0]?.locked) return 0;
        const at = options.now();
        const reports = createMessageReportRepository(tx);
        if (!(await reports.anyUntold())) return 0;
        const last = await reports.lastToldAt();
        if (last && at.getTime() - last.getTime() < options.everyMs) return 0;
        const batch = await reports.details('untold');
        if (batch.length === 0) return 0;
        if (options.address) {
          await createNotifier(tx, options.notices).tellOperator(
            options.address,
            reportMail(batch, options.notices.siteUrl),
            at,
          );
        } else {
          options.log(
            `${batch.length} new ${batch.length === 1 ? 'report' : 'reports'} of messages: ` +
              '`npm run reports` lists them (set REPORTS_EMAIL to have them mailed)',
          );
        }
        await reports.markTold(batch, at);
        return batch.length;
      }),
  };
}

/** The batch's mail: each report with the message, both people and the conversation. */
export function reportMail(batch: ReportDetail[], siteUrl: string) {
  const n = batch.length;
  return {
    subject: `${n} new ${n === 1 ? 'report' : 'reports'} of messages`,
    paragraphs: [
      `${n === 1 ? 'A message was' : `${n} messages were`} reported on ${siteUrl}.`,
      ...batch.map(describeReport),
      '`npm run reports` lists every open report; `npm run reports -- --close MESSAGE_ID` closes ' +
        "a message's reports once dealt with.",
    ],
  };
}

/** One report as plain text, for the mail and the command line alike. */
export function describeReport(report: ReportDetail): string {
  const { reporter, sender, message, conversation } = report;
  return [
    `Reported ${report.reportedAt.toISOString()} by ${reporter.name} <${reporter.email}>: ${report.reason}`,
    `Message ${report.messageId} from ${sender.name} <${sender.email}>, sent ${message.sentAt.toISOString()}:`,
    message.body,
    `Conversation ${conversation.id} about ${conversation.venueName}, between ${conversation.guest} (guest) and ${conversation.host} (host).`,
  ].join('\n');
}
