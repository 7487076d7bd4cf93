import { sql, type Kysely } from 'kysely';
import type { Database, MailAttachment } from '../../db/schema.js';
import { claimDue } from '../../jobs/claim-due.js';

/** A mail of the outbox as the transport sends it. */
export interface QueuedMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailAttachment[];
}

/** Categories a person may turn off on their profile; the others always go. */
export const OPTIONAL_MAIL_CATEGORIES = [
  'requests',
  'bookings',
  'reminders',
  'calendar',
  'messages',
] as const;
export type OptionalMailCategory = (typeof OPTIONAL_MAIL_CATEGORIES)[number];
export type MailCategory = OptionalMailCategory | 'confirmation' | 'account' | 'operator';

export interface OutgoingMail {
  to: string;
  category: MailCategory;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** At most one mail is ever queued under one key (a reminder per booking, say). */
  dedupeKey?: string;
}

/** Attempts before a mail is given up (about a day of backoff in all). */
export const MAIL_ATTEMPTS = 8;

/** Wait before attempt n + 1 (n ≥ 1): 1, 2, 4 … 64 minutes, capped at 2 hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(2 ** Math.max(0, attempts - 1) * 60_000, 2 * 3_600_000);

/**
 * The outbox: every e-mail is a row written in the transaction of the change that causes it,
 * so a committed change always has its mail and a rolled-back one never does. Delivery claims
 * rows with SKIP LOCKED (mail-delivery.ts).
 */
export function createMailOutboxRepository(db: Kysely<Database>) {
  return {
    /** Queues a mail, sent from `sendAt`; a second one under the same dedupe key is ignored. */
    async enqueue(mail: OutgoingMail, at: Date, sendAt: Date = at): Promise<void> {
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          category: mail.category,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          attachments: JSON.stringify(mail.attachments ?? []),
          dedupe_key: mail.dedupeKey ?? null,
          created_at: at,
          next_attempt_at: sendAt,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .execute();
    },

    /**
     * Deletes the mail queued under `dedupeKey` if no attempt to send it has begun; true when
     * it did (a claimed mail may be on its way, so it stays).
     */
    async takeBackUnsent(dedupeKey: string): Promise<boolean> {
      const taken = await db
        .deleteFrom('mail_outbox')
        .where('dedupe_key', '=', dedupeKey)
        .where('sent_at', 'is', null)
        .where('attempts', '=', 0)
        .returning('id')
        .execute();
      return taken.length > 0;
    },

    /**
     * Takes the next due mail for `leaseMs`: its next attempt moves past the lease in the
     * statement that picks it, so no other instance takes it while it is being sent, and a
     * process that dies mid-send leaves it to be sent again when the lease runs out.
     */
    claimDue(at: Date, leaseMs: number) {
      return claimDue<QueuedMail & { attempts: number }>(db, {
        table: 'mail_outbox',
        set: sql`next_attempt_at = ${new Date(at.getTime() + leaseMs)}, attempts = attempts + 1`,
        due: sql`sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${at}`,
        orderBy: sql`next_attempt_at`,
        returning: sql`id, to_address, subject, text_body, html_body, attachments, attempts`,
      });
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: at, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    /** Schedules another attempt with backoff, or gives up after MAIL_ATTEMPTS. */
    async markFailed(id: string, attempts: number, error: string, at: Date): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({
          last_error: error.slice(0, 500),
          ...(attempts >= MAIL_ATTEMPTS
            ? { failed_at: at }
            : { next_attempt_at: new Date(at.getTime() + retryDelayMs(attempts)) }),
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Mails neither sent nor given up, and the age of the oldest of them at `at`, for GET
     * /metrics: one statement over the backlog's own index (migration 015).
     */
    async backlog(at: Date): Promise<{ depth: number; oldestAgeSeconds: number | undefined }> {
      const { rows } = await sql<{ depth: number; oldest_age: number | null }>`
        SELECT count(*)::int AS depth,
          extract(epoch FROM ${at}::timestamptz - min(created_at))::float8 AS oldest_age
        FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL`.execute(db);
      const row = rows[0];
      return { depth: row?.depth ?? 0, oldestAgeSeconds: row?.oldest_age ?? undefined };
    },

    /** The newest mails, for the development mail page. */
    recent(limit: number) {
      return db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'category', 'subject', 'created_at', 'sent_at', 'failed_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    find(id: string) {
      return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
