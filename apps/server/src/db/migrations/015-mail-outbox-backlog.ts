import { sql, type Kysely } from 'kysely';

/**
 * The outbox's backlog for GET /metrics (metrics/server-metrics.ts): how many mails are neither
 * sent nor given up, and when the oldest of them was queued. Both come from this index alone:
 * without it the oldest unsent mail is found by walking every sent one before it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX mail_outbox_backlog_idx ON mail_outbox (created_at)
    WHERE sent_at IS NULL AND failed_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX mail_outbox_backlog_idx`.execute(db);
}
