import { sql, type Kysely } from 'kysely';

/**
 * Reports of messages reach the operator (docs/decisions/031-message-reports-to-the-operator.md):
 * `told_at` is when a report went out in a batch (mail to REPORTS_EMAIL, or the log line without
 * one), null until then; `closed_at` is when the operator closed it (`npm run reports`), null
 * while it is open. Reports made before this are told in the first batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE message_reports
      ADD COLUMN told_at timestamptz,
      ADD COLUMN closed_at timestamptz`.execute(db);
  await sql`
    CREATE INDEX message_reports_untold_idx ON message_reports (created_at)
    WHERE told_at IS NULL`.execute(db);
  await sql`
    CREATE INDEX message_reports_open_idx ON message_reports (created_at)
    WHERE closed_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX message_reports_open_idx`.execute(db);
  await sql`DROP INDEX message_reports_untold_idx`.execute(db);
  await sql`ALTER TABLE message_reports DROP COLUMN closed_at, DROP COLUMN told_at`.execute(db);
}
