import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, postgresTestUrl } from '../../test/support/index.js';
import { openDatabase, type DatabaseHandle } from './open-database.js';

const runOnPostgres = postgresTestUrl() || process.env.CI === 'true' ? describe : describe.skip;

runOnPostgres('losing idle PostgreSQL connections', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  const logged: string[] = [];
  let onLogged = () => {};
  /** Resolves once `count` logged lines start with `prefix` (the pool logs when it notices). */
  const loggedLines = (prefix: string, count: number) =>
    new Promise<void>((resolve) => {
      onLogged = () => {
        if (logged.filter((line) => line.startsWith(prefix)).length >= count) resolve();
      };
      onLogged();
    });

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    handle = await openDatabase({
      databaseUrl: database.url,
      poolSize: 3,
      log: (message) => {
        logged.push(message);
        onLogged();
      },
    });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('survives the server closing them, and the next query gets a fresh one', async () => {
    // Three connections in the pool, all idle afterwards.
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(handle.db)));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    let terminated = 0;
    try {
      const name = new URL(database.url).pathname.slice(1);
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      terminated = result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
    expect(terminated).toBeGreaterThan(0);
    // Every closed connection noticed: one the pool has not yet heard of would be handed out.
    await loggedLines('idle database connection lost', terminated);
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db);
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
