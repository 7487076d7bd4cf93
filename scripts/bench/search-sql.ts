// The SQL the server runs for a browse request, captured from the code its route runs, and
// its time from EXPLAIN (ANALYZE): planning plus execution, as the database reports it.
import { venueListQuerySchema, type VenueListQuery } from '@holidaze/domain';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/schema.js';
import { createVenueSearchPage } from '../../apps/server/src/features/venues/venue-search-page.js';
import { withClient } from '../../apps/server/test/support/postgres-cluster.js';

export interface ExplainedStatement {
  sql: string;
  /** Planning + execution per run, milliseconds. */
  samples: number[];
  plan: string;
}

export async function captureStatements(databaseUrl: string, queryString: string) {
  const captured: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  try {
    const query = venueListQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(queryString)),
    ) as VenueListQuery;
    await createVenueSearchPage(db)(query, undefined);
  } finally {
    await db.destroy();
  }
  return captured;
}

/** EXPLAIN (ANALYZE) each statement `runs` times on one connection. */
export async function explainStatements(
  databaseUrl: string,
  statements: readonly CompiledQuery[],
  runs = 30,
): Promise<ExplainedStatement[]> {
  return withClient(databaseUrl, async (client) => {
    const results: ExplainedStatement[] = [];
    for (const statement of statements) {
      const samples: number[] = [];
      let plan = '';
      for (let i = 0; i < runs + 3; i += 1) {
        const { rows } = await client.query(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
          statement.parameters as unknown[],
        );
        const [report] = rows[0]['QUERY PLAN'] as {
          'Planning Time': number;
          'Execution Time': number;
        }[];
        if (i >= 3) samples.push(report!['Planning Time'] + report!['Execution Time']);
        if (i === 3) {
          const text = await client.query(
            `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${statement.sql}`,
            statement.parameters as unknown[],
          );
          plan = text.rows.map((row) => row['QUERY PLAN']).join('\n');
        }
      }
      results.push({ sql: statement.sql, samples, plan });
    }
    return results;
  });
}

/**
 * The same statements sent straight from Node as the server sends them (the first two side by
 * side on two connections, the rest after): `once()` runs them and resolves with the wall-clock
 * milliseconds, the SQL's share of a request including the driver's round trips, with
 * everything but HTTP left out.
 */
export async function directStatements(databaseUrl: string, statements: readonly CompiledQuery[]) {
  const clients = [0, 1].map(() => new pg.Client({ connectionString: databaseUrl }));
  await Promise.all(clients.map((client) => client.connect()));
  const send = (client: pg.Client, statement: CompiledQuery) =>
    client.query(statement.sql, statement.parameters as unknown[]);
  const [first, second, ...rest] = statements;
  return {
    async once(): Promise<number> {
      const started = performance.now();
      await Promise.all([first && send(clients[0]!, first), second && send(clients[1]!, second)]);
      for (const statement of rest) await send(clients[0]!, statement);
      return performance.now() - started;
    },
    close: () => Promise.all(clients.map((client) => client.end())),
  };
}
