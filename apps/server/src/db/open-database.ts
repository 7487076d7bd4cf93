import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { watchPGlite, watchPostgres, type WatchChanges } from './database-changes.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { copyPGliteTemplate, pgliteTemplateFor } from './open-database-template.js';
import { PGliteDialect } from './pglite-dialect.js';
import { createPostgresPool, type PoolTimeouts } from './postgres-pool.js';
import { DeadlineDialect } from './request-deadline.js';
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
}

export interface OpenDatabaseOptions {
  /** PostgreSQL when set; the embedded PGlite otherwise. */
  databaseUrl?: string | undefined;
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
    return openPostgres(options.databaseUrl, options.poolSize, options.log, options.timeouts);
  }
  return openPGlite(options);
}

function openPostgres(
  databaseUrl: string,
  poolSize = 10,
  log: (msg: string) => void = console.warn,
  timeouts: PoolTimeouts = {},
): DatabaseHandle {
  const pool = createPostgresPool(databaseUrl, poolSize, timeouts);
  // An idle connection the server closes (a restart, a failover, an administrator) makes the
  // pool emit 'error'; unheard, that would end the process. The pool drops the connection and
  // opens a new one on the next query.
  pool.on('error', (error) => log(`idle database connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new DeadlineDialect(new PostgresDialect({ pool })) });
  return {
    db,
    engine: 'postgres',
    watchChanges: watchPostgres(databaseUrl, timeouts.statementTimeoutMs),
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
    const db = new Kysely<Database>({ dialect: new DeadlineDialect(new PGliteDialect(pglite)) });
    let closed = false;
    return {
      db,
      engine: 'pglite',
      watchChanges: watchPGlite(pglite),
      dumpDataDir: () => pglite.dumpDataDir('none'),
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
