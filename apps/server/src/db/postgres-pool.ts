import pg from 'pg';

const DATE_OID = 1082;
const INT8_OID = 20;

export interface PoolTimeouts {
  /**
   * PostgreSQL's `statement_timeout` on every connection of the pool (a startup parameter): the
   * server itself stops a statement running longer, and its transaction rolls back. Set a little
   * below the request deadline, so a statement stuck behind a lock ends before the client is
   * answered. Unset (no limit) for migrations and seeding.
   */
  statementTimeoutMs?: number | undefined;
  /**
   * No statement_timeout even where the role has one (ALTER ROLE … SET statement_timeout, as
   * behind PgBouncer): for migrations and seeding on a direct connection, which PostgreSQL
   * itself accepts the `options` startup parameter on.
   */
  unbounded?: boolean | undefined;
  /** How long to wait for a connection (a new one, or a free one from a full pool). */
  connectTimeoutMs?: number | undefined;
}

/**
 * A node-postgres pool whose type parsers match the PGlite side. Set on this pool only (not on
 * pg's global registry), so nothing else in the process is affected:
 * - `date` stays the 'YYYY-MM-DD' string it is in SQL (pg would make a local-midnight Date,
 *   which shifts the day for anyone west of UTC);
 * - `int8` (what `count(*)` returns) becomes a number; our counts are far below 2^53.
 */
export function createPostgresPool(
  connectionString: string,
  max = 10,
  timeouts: PoolTimeouts = {},
): pg.Pool {
  return new pg.Pool({
    connectionString,
    max,
    ...(timeouts.statementTimeoutMs ? { statement_timeout: timeouts.statementTimeoutMs } : {}),
    ...(timeouts.unbounded ? { options: '-c statement_timeout=0' } : {}),
    ...(timeouts.connectTimeoutMs ? { connectionTimeoutMillis: timeouts.connectTimeoutMs } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return (value: string) => value;
        if (oid === INT8_OID) return (value: string) => Number(value);
        return format === 'binary'
          ? pg.types.getTypeParser(oid, 'binary')
          : pg.types.getTypeParser(oid, 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
}
