import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Job } from '../../jobs/job-runner.js';
import { createMailOutboxRepository } from './mail-outbox-repository.js';
import type { MailTransport } from './mail-transport.js';

/** How long a claimed mail is left to its sender before another attempt may take it. */
export const MAIL_LEASE_MS = 5 * 60_000;

/**
 * The job that empties the outbox through `transport`, one claimed mail at a time: sent mails
 * are marked sent, failures are tried again with backoff (mail-outbox-repository.ts). Without a
 * transport (no SMTP_URL) mails stay in the outbox, readable at /dev/mail.
 */
export function createMailDelivery(options: {
  db: Kysely<Database>;
  now: () => Date;
  transport: MailTransport;
  pollMs: number;
  log?: (message: string) => void;
}): Job {
  const outbox = createMailOutboxRepository(options.db);
  return {
    name: 'mail delivery',
    pollMs: options.pollMs,
    async runDue() {
      let sent = 0;
      for (
        let mail = await outbox.claimDue(options.now(), MAIL_LEASE_MS);
        mail;
        mail = await outbox.claimDue(options.now(), MAIL_LEASE_MS)
      ) {
        try {
          await options.transport.send(mail);
          await outbox.markSent(mail.id, options.now());
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          options.log?.(`mail ${mail.id} to ${mail.to_address}: ${message}`);
          await outbox.markFailed(mail.id, mail.attempts, message, options.now());
        }
      }
      return sent;
    },
  };
}
