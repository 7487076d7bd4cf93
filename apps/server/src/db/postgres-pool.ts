import pg from 'pg';

const DATE_OID = 1082;
const INT8_OID = 20;

/**
 * A node-postgres pool whose type parsers match the PGlite side. Set on this pool only (not on
 * pg's global registry), so nothing else in the process is affected:
 * - `date` stays the 'YYYY-MM-DD' string it is in SQL (pg would make a local-midnight Date,
 *   which shifts the day for anyone west of UTC);
 * - `int8` (what `count(*)` returns) becomes a number; our counts are far below 2^53.
 */
export function createPostgresPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({
    connectionString,
    max,
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
