import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Locale } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { createProfileRepository, isSystemProfile } from '../profiles/index.js';

/** The first key of the advisory lock that queues one client's requests (two-key space). */
const RESET_LOCK_CLASS = 4_014;

/** A link that works at `at`: the one with this token hash, unused and unexpired. */
const usableLink =
  (tokenHash: string, at: Date) => (eb: ExpressionBuilder<Database, 'password_resets'>) =>
    eb.and([
      eb('password_resets.token_hash', '=', tokenHash),
      eb('password_resets.used_at', 'is', null),
      eb('password_resets.expires_at', '>', at),
    ]);

/** Password reset links (password-reset-routes.ts): only each token's SHA-256 is stored. */
export function createPasswordResetRepository(db: Kysely<Database>) {
  return {
    /**
     * Holds an advisory lock on the client (its `requesterKey`) until the caller's transaction
     * ends, so its simultaneous requests are counted one after the other (reset-link-limits.ts).
     */
    async queueBehindRequester(requestedBy: string): Promise<void> {
      await sql`SELECT pg_advisory_xact_lock(${RESET_LOCK_CLASS}, hashtext(${requestedBy}))`.execute(
        db,
      );
    },

    /** Links the client asked for since `since`: in all, and for this account. */
    async countRequested(requestedBy: string, profileId: string, since: Date) {
      const counts = await db
        .selectFrom('password_resets')
        .select((eb) => [
          eb.fn.countAll<string>().as('fromClient'),
          eb.fn
            .count<string>(eb.case().when('profile_id', '=', profileId).then(1).end())
            .as('forAccount'),
        ])
        .where('requested_by', '=', requestedBy)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { fromClient: Number(counts.fromClient), forAccount: Number(counts.forAccount) };
    },

    async insert(link: {
      tokenHash: string;
      profileId: string;
      requestedBy: string;
      at: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto('password_resets')
        .values({
          token_hash: link.tokenHash,
          profile_id: link.profileId,
          created_at: link.at,
          expires_at: link.expiresAt,
          requested_by: link.requestedBy,
        })
        .execute();
    },

    /** Whether a link with this token hash would work at `at`; reads only, uses nothing up. */
    async isUsable(tokenHash: string, at: Date): Promise<boolean> {
      const link = await db
        .selectFrom('password_resets')
        .innerJoin('profiles', 'profiles.id', 'password_resets.profile_id')
        .select('profiles.name')
        .where(usableLink(tokenHash, at))
        .executeTakeFirst();
      return link !== undefined && !isSystemProfile(link);
    },

    /**
     * Sets the password of the account whose unused, unexpired link has this token hash, in one
     * transaction that uses up the link and every other link of the account, and runs
     * `afterChange` in it (the mail that says so goes out only if the change commits); false
     * (nothing changed) for an unknown, used or expired link, or one for the system account.
     */
    changePassword(
      tokenHash: string,
      passwordHash: string,
      now: () => Date,
      afterChange: (
        tx: Kysely<Database>,
        owner: { name: string; email: string; language: Locale },
        at: Date,
      ) => Promise<void> = async () => {},
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const at = now();
        const reset = await tx
          .updateTable('password_resets')
          .set({ used_at: at })
          .where(usableLink(tokenHash, at))
          .returning('profile_id')
          .executeTakeFirst();
        if (!reset) return false;
        // A link for the system account (stored before such links were refused) never works.
        const owner = await tx
          .selectFrom('profiles')
          .select(['name', 'email', 'language'])
          .where('id', '=', reset.profile_id)
          .executeTakeFirst();
        if (!owner || isSystemProfile(owner)) return false;
        await createProfileRepository(tx).update(reset.profile_id, {
          password_hash: passwordHash,
          updated_at: at,
        });
        // Any other link of this account stops working with the change.
        await tx
          .updateTable('password_resets')
          .set({ used_at: at })
          .where('profile_id', '=', reset.profile_id)
          .where('used_at', 'is', null)
          .execute();
        await afterChange(tx, owner, at);
        return true;
      });
    },
  };
}
