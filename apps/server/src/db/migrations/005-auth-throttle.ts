import { sql, type Kysely } from 'kysely';

/**
 * Authentication throttling, kept in the database so every instance over one PostgreSQL shares
 * it (features/auth/throttle-store.ts, features/auth/login-backoff.ts).
 * - auth_throttle: fixed-window request counters of the route-level limits (login, register,
 *   contact) per client address: `key` names the route and the address.
 * - login_failures: failed logins per account (the normalised e-mail, known or not), for the
 *   back-off; a successful login deletes the row.
 * Expired rows are deleted now and then; neither table holds anything worth keeping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auth_throttle (
      key text PRIMARY KEY,
      count integer NOT NULL CONSTRAINT auth_throttle_count_positive CHECK (count > 0),
      reset_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX auth_throttle_reset_at_idx ON auth_throttle (reset_at)`.execute(db);
  await sql`
    CREATE TABLE login_failures (
      email text PRIMARY KEY,
      failures integer NOT NULL CONSTRAINT login_failures_failures_positive CHECK (failures > 0),
      last_failed_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX login_failures_last_failed_at_idx ON login_failures (last_failed_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE login_failures`.execute(db);
  await sql`DROP TABLE auth_throttle`.execute(db);
}
