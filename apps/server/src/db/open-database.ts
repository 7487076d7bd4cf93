import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { watchPGlite, watchPostgres, type WatchChanges } from './database-changes.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { copyPGliteTemplate, pgliteTemplateFor } from './open-database-template.js';
import { createPostgresPool, type PoolTimeouts } from './postgres-pool.js';
import { DeadlineDialect } from './deadline-guard.js';
import type { Database } from './schema.js';

export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  close(): Promise<void>;
  /** Notifications of a channel (NOTIFY), for every instance: see database-changes.ts. */
  watchChanges: WatchChanges;
  /** PostgreSQL only: the serving pool's connections now (GET /metrics). */
  poolStats?(): { max: number; open: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as an uncompressed tarball (test templates). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: a consistent copy of the data directory (gzipped tarball) taken while serving,
   * for backups (src/ops/pglite-backup.ts). It holds the one connection, so no transaction is
   * open, checkpoints, and packs the files in one synchronous step.
   */
  snapshot?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL when set; the embedded PGlite otherwise. */
  databaseUrl?: string | undefined;
  /**
   * PostgreSQL without a transaction pooler between (DATABASE_DIRECT_URL). When set, the pool's
   * `databaseUrl` is taken to go through one (PgBouncer, pool_mode=transaction): the connection
   * that LISTENs uses this one, and the pool sends no session setting (its statement_timeout
   * comes from the role: docs/deployment-and-scaling.md, "Behind PgBouncer").
   */
  directUrl?: string | undefined;
  /** PGlite's data directory (ignored with databaseUrl or inMemory). */
  dataDir?: string | undefined;
  /** PGlite in memory: nothing on disk, no lock (tests). */
  inMemory?: boolean | undefined;
  /** PGlite: start from this dumped data directory (a migrated template) instead of initdb. */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL pool size. */
  poolSize?: number | undefined;
  /** PostgreSQL only: statement and connection timeouts of the pool (none when unset). */
  timeouts?: PoolTimeouts | undefined;
  log?: ((msg: string) => void) | undefined;
}

const DATE_OID = 1082;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.directUrl, options);
  }
  return openPGlite(options);
}

function openPostgres(
  databaseUrl: string,
  directUrl: string | undefined,
  { poolSize = 10, log = console.warn, timeouts = {} }: OpenDatabaseOptions,
): DatabaseHandle {
  // A transaction pooler hands each transaction to any of its server connections: a setting
  // sent at connection start would reach none of them (PgBouncer refuses the connection).
  const pool = createPostgresPool(
    databaseUrl,
    poolSize,
    directUrl ? { ...timeouts, statementTimeoutMs: undefined } : timeouts,
  );
  // An idle connection the server closes (a restart, a failover, an administrator) makes the
  // pool emit 'error'; unheard, that would end the process. The pool drops the connection and
  // opens a new one on the next query.
  pool.on('error', (error) => log(`idle database connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new DeadlineDialect(new PostgresDialect({ pool })) });
  return {
    db,
    engine: 'postgres',
    watchChanges: watchPostgres(directUrl ?? databaseUrl, timeouts.statementTimeoutMs),
    poolStats: () => ({
      max: poolSize,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => db.destroy(),
  };
}

async function openPGlite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.inMemory && !options.dataDir) {
    throw new Error('openDatabase needs a databaseUrl, a dataDir, or inMemory: true');
  }
  const lock: DataDirLock | undefined = options.inMemory
    ? undefined
    : acquireDataDirLock(options.dataDir!, options.log);
  try {
    // A new data directory starts as a copy of the prebuilt template when there is one (much
    // faster than PGlite's initdb).
    const template =
      options.inMemory || options.loadDataDir ? undefined : pgliteTemplateFor(options.dataDir!);
    if (template) copyPGliteTemplate(template, options.dataDir!);
    const pglite = await PGlite.create({
      ...(options.inMemory ? {} : { dataDir: options.dataDir }),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { btree_gist, pg_trgm },
      // 'YYYY-MM-DD' as stored, like the pg side (PGlite's default is a Date at UTC midnight).
      parsers: { [DATE_OID]: (value: string) => value },
    });
    // PGlite runs statements one at a time in this process and cannot stop one once started;
    // a request that waited past its deadline is refused when its turn comes.
    const db = new Kysely<Database>({
      dialect: new DeadlineDialect(new PGliteDialect({ pglite })),
    });
    let closed = false;
    return {
      db,
      engine: 'pglite',
      watchChanges: watchPGlite(pglite),
      dumpDataDir: () => pglite.dumpDataDir('none'),
      snapshot: () =>
        db.connection().execute(async (connection) => {
          await sql`CHECKPOINT`.execute(connection);
          return pglite.dumpDataDir('gzip');
        }),
      async close() {
        if (closed) return;
        closed = true;
        try {
          await db.destroy();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
