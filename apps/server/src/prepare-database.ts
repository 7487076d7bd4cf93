import { sql, type Kysely } from 'kysely';
import { createApiKeyRepository } from './features/auth/api-key-repository.js';
import { migrateToLatest } from './db/migrate.js';
import type { Database } from './db/schema.js';
import { isDatabaseEmpty, seedDemoData, type DemoSeedSummary } from './seed/seed-demo-data.js';

/** An arbitrary constant naming the start-up lock among PostgreSQL's advisory locks. */
export const START_UP_LOCK = 724_010_615;

export interface PrepareOptions {
  seed: 'demo' | 'none';
  clientApiKey: string;
  /** scrypt's N as a power of two for the demo accounts' password (config.passwordHashCost). */
  passwordHashCost?: number;
  log?: (message: string) => void;
}

/**
 * What every instance does before it serves: migrate, then — holding one advisory lock, so
 * that of several instances starting together on an empty database exactly one seeds it and
 * the others wait, then find it filled — seed the demo data if the database is empty, and make
 * sure the web client's API key exists (two instances inserting its owner at once collided
 * too). Migrations serialise on Kysely's own lock table. The lock is a session lock on one
 * connection, released on the way out, or by PostgreSQL if the process dies holding it; on
 * PGlite (one process, one connection) it is trivially ours.
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  { seed, clientApiKey, passwordHashCost, log = () => {} }: PrepareOptions,
): Promise<{ migrated: string[]; seeded: DemoSeedSummary | undefined }> {
  const migrated = await migrateToLatest(db);
  const seeded = await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${START_UP_LOCK})`.execute(connection);
    try {
      let summary: DemoSeedSummary | undefined;
      if (seed === 'demo' && (await isDatabaseEmpty(connection))) {
        log('empty database: adding demo data');
        summary = await seedDemoData(connection, { passwordHashCost });
      }
      await createApiKeyRepository(connection).provisionClientKey(clientApiKey);
      return summary;
    } finally {
      await sql`SELECT pg_advisory_unlock(${START_UP_LOCK})`.execute(connection);
    }
  });
  return { migrated, seeded };
}
