import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * How many rows `query` finds (its where clauses; what it selects is ignored). PostgreSQL's
 * `count(*)` is a bigint, which both drivers hand back as a string: it becomes a number here.
 */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .$castTo<{ count: string }>()
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether `query` finds any row (its where clauses; what it selects is ignored). */
export async function hasRow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<boolean> {
  const row = await query
    .select(sql<number>`1`.as('found'))
    .limit(1)
    .$castTo<{ found: number }>()
    .executeTakeFirst();
  return row !== undefined;
}
