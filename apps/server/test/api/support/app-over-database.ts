import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../src/app.js';
import { migrateToLatest } from '../../../src/db/migrate.js';
import { openDatabase, type DatabaseHandle } from '../../../src/db/open-database.js';
import type { PoolTimeouts } from '../../../src/db/postgres-pool.js';
import type { Database } from '../../../src/db/schema.js';
import { createApiKeyRepository } from '../../../src/features/auth/api-key-repository.js';
import { createTestDatabase } from '../../support/index.js';
import { API_KEY, apiTestConfig } from './test-app.js';

/** A deadline small enough for a test. */
export const DEADLINE_MS = 1_000;

/**
 * The deadline of `setup`: far above any answer time, so that preparing data and checking it
 * afterwards never meets a deadline, however busy the machine.
 */
const SETUP_DEADLINE_MS = 600_000;

export interface AppOverDatabase {
  /** The app under test, with the 1 s deadline. */
  app: FastifyInstance;
  /** The same app over the same database without a deadline that matters: for everything else. */
  setup: FastifyInstance;
  db: Kysely<Database>;
  /** The PostgreSQL URL, or undefined for PGlite in memory. */
  url: string | undefined;
  close(): Promise<void>;
}

/**
 * The app as main.ts builds it, with a 1 s deadline, over PGlite in memory (a copy of the run's
 * migrated template) or the PostgreSQL database at `url` with the given pool timeouts
 * (`prepare: false` for a database that cannot be reached or written, which is then not
 * migrated).
 */
export async function appOverDatabase(
  url: string | undefined,
  options: { timeouts?: PoolTimeouts; prepare?: boolean } = {},
): Promise<AppOverDatabase> {
  const handle: DatabaseHandle = url
    ? await openDatabase({
        databaseUrl: url,
        poolSize: 4,
        timeouts: options.timeouts,
        log: () => {},
      })
    : await createTestDatabase('pglite');
  if (options.prepare !== false) {
    await migrateToLatest(handle.db);
    await createApiKeyRepository(handle.db).provisionClientKey(API_KEY);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-deadline-'));
  const withDeadline = async (requestTimeoutMs: number) => {
    const app = await buildApp(apiTestConfig(dataDir, { requestTimeoutMs }), handle.db);
    await app.ready();
    return app;
  };
  const app = await withDeadline(DEADLINE_MS);
  const setup = await withDeadline(SETUP_DEADLINE_MS);
  return {
    app,
    setup,
    db: handle.db,
    url,
    async close() {
      await setup.close();
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
