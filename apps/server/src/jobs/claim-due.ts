import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

export interface DueClaim {
  /** The table whose row is claimed; it has an `id` column. */
  table: keyof Database;
  /** The changes that make the row no longer due (`a = …, b = …`), the claim itself. */
  set: RawBuilder<unknown>;
  /** Which rows are due, over the table's own columns. */
  due: RawBuilder<unknown>;
  /** Which due row goes first. */
  orderBy: RawBuilder<unknown>;
  /** What the claim returns of the changed row. */
  returning: RawBuilder<unknown>;
}

/**
 * Claims the first due row of a table for the caller's transaction (job-runner.ts), or finds
 * none: `UPDATE <table> SET <set> WHERE id = (SELECT id … WHERE <due> ORDER BY <orderBy>
 * FOR UPDATE SKIP LOCKED LIMIT 1) RETURNING <returning>`. The row is picked and changed in one
 * statement, locked until the transaction ends: another instance skips it meanwhile and, once
 * committed, finds it no longer due, so each is handled once whatever the number of instances
 * (decision 012). `set` must make the row stop matching `due`.
 */
export async function claimDue<Row>(
  db: Kysely<Database>,
  claim: DueClaim,
): Promise<Row | undefined> {
  const table = sql.table(claim.table);
  const { rows } = await sql<Row>`
    UPDATE ${table} SET ${claim.set}
    WHERE id = (
      SELECT id FROM ${table}
      WHERE ${claim.due}
      ORDER BY ${claim.orderBy} FOR UPDATE SKIP LOCKED LIMIT 1
    )
    RETURNING ${claim.returning}`.execute(db);
  return rows[0];
}
