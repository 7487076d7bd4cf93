import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';

/**
 * Back-off on failed logins per account (the normalised e-mail, whether or not it has an
 * account, so the answer reveals nothing): after `freeFailures` failures in a row, each further
 * attempt within a growing window after the last failure (1 s, 2 s, 4 s … at most 15 minutes)
 * is refused with 429 and `Retry-After`, before any password is checked. Refused attempts do
 * not count, the window always ends, and a successful login forgets the failures: the rightful
 * owner is slowed down while an attack lasts, never locked out. Kept in `login_failures`, so
 * every instance over one database sees the same count.
 */
export interface LoginBackoffOptions {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this (counted from the last one) are forgotten. */
  forgetAfterMs: number;
}

export const DEFAULT_LOGIN_BACKOFF: LoginBackoffOptions = {
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
};

/** How long after the `failures`-th failure in a row the account refuses attempts. */
export function backoffDelayMs(failures: number, options = DEFAULT_LOGIN_BACKOFF): number {
  if (failures < options.freeFailures) return 0;
  const doublings = Math.min(failures - options.freeFailures, 40);
  return Math.min(options.firstDelayMs * 2 ** doublings, options.maxDelayMs);
}

/** "4 seconds", "1 minute", "15 minutes": when a refused client may try again. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const tooManyFailedLogins = (retryAfterSeconds: number) => {
  const message = `Too many failed login attempts for this account. Try again in ${waitText(retryAfterSeconds)}.`;
  return new ApiError(429, message, [{ message }], retryAfterSeconds);
};

const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The row key of an account: the SHA-256 of its normalised e-mail. A login may send an e-mail
 * of any length up to the body limit, and one longer than a B-tree entry may hold made the
 * insert fail (a 500); a digest always fits, and mistyped e-mails are not kept in clear.
 */
export const accountKey = (email: string) => createHash('sha256').update(email).digest('hex');

export interface LoginBackoff {
  /** Throws 429 with `Retry-After` while the account is in its back-off window. */
  assertMayTry(email: string): Promise<void>;
  recordFailure(email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

export function createLoginBackoff(
  db: Kysely<Database>,
  now: () => Date,
  options: LoginBackoffOptions = DEFAULT_LOGIN_BACKOFF,
): LoginBackoff {
  let nextSweep = 0;
  return {
    async assertMayTry(email) {
      const key = accountKey(email);
      const row = await db
        .selectFrom('login_failures')
        .select(['failures', 'last_failed_at'])
        .where('email', '=', key)
        .executeTakeFirst();
      if (!row) return;
      const at = now().getTime();
      const last = new Date(row.last_failed_at).getTime();
      if (at - last >= options.forgetAfterMs) return;
      const waitMs = last + backoffDelayMs(row.failures, options) - at;
      if (waitMs > 0) throw tooManyFailedLogins(Math.max(1, Math.ceil(waitMs / 1000)));
    },

    async recordFailure(email) {
      const key = accountKey(email);
      const at = now();
      const forgetBefore = new Date(at.getTime() - options.forgetAfterMs);
      await db
        .insertInto('login_failures')
        .values({ email: key, failures: 1, last_failed_at: at })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            failures: sql<number>`CASE WHEN login_failures.last_failed_at <= ${forgetBefore}::timestamptz THEN 1 ELSE login_failures.failures + 1 END`,
            last_failed_at: at,
          }),
        )
        .execute();
      if (at.getTime() >= nextSweep) {
        nextSweep = at.getTime() + SWEEP_EVERY_MS;
        await db.deleteFrom('login_failures').where('last_failed_at', '<=', forgetBefore).execute();
      }
    },

    async recordSuccess(email) {
      await db.deleteFrom('login_failures').where('email', '=', accountKey(email)).execute();
    },
  };
}
