import { sql, type Kysely } from 'kysely';

/**
 * Reset links are limited per account and requesting client, and per client in all
 * (features/auth/reset-link-limits.ts), so a stranger asking for someone's links no longer uses
 * up the owner's. `requested_by` is a SHA-256 of the client's address (an IPv6 /64 as one), so
 * addresses are not kept in clear; rows from before have none and count for no client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE password_resets ADD COLUMN requested_by text`.execute(db);
  await sql`CREATE INDEX password_resets_requested_by_idx
    ON password_resets (requested_by, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX password_resets_requested_by_idx`.execute(db);
  await sql`ALTER TABLE password_resets DROP COLUMN requested_by`.execute(db);
}
