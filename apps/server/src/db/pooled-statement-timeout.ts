import { sql, type Kysely } from 'kysely';

/**
 * Behind a transaction pooler the serving connections carry no setting of their own
 * (open-database.ts): their statement_timeout is the role's or the database's default
 * (`ALTER ROLE … SET statement_timeout`). Resolves with a warning for the log when a connection
 * through the pooler has another than the configured one, else undefined.
 */
export async function pooledStatementTimeoutWarning<DB>(
  db: Kysely<DB>,
  expectedMs: number,
): Promise<string | undefined> {
  const { rows } = await sql<{ ms: number }>`
    SELECT setting::int AS ms FROM pg_settings WHERE name = 'statement_timeout'`.execute(db);
  const actual = rows[0]?.ms ?? 0;
  if (actual === expectedMs) return undefined;
  return (
    `statement_timeout is ${actual} ms through DATABASE_URL, not STATEMENT_TIMEOUT's ` +
    `${expectedMs} ms: behind a transaction pooler set it on the role, ` +
    `ALTER ROLE <user> SET statement_timeout = '${expectedMs}ms' ` +
    '(docs/deployment-and-scaling.md, "Behind PgBouncer")'
  );
}
