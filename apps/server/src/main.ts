import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/open-database.js';
import { pooledStatementTimeoutWarning } from './db/pooled-statement-timeout.js';
import { openMediaStorage } from './features/media/storage/open-media-storage.js';
import { assertSharedStorage } from './features/media/storage/shared-storage.js';
import { createJobRunner } from './jobs/job-runner.js';
import { serveBackups } from './ops/backup-socket.js';
import { listenForMetrics, metricsForServer } from './metrics/metrics-endpoint.js';
import { scheduledJobs } from './scheduled-jobs.js';
import { prepareDatabase } from './prepare-database.js';
import { announceStartUp, startUpBanner } from './start-up-banner.js';

/** config → database → migrations → first-run demo seed → listen; drains on SIGTERM/SIGINT. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = (message: string) => console.log(`[holidaze] ${message}`);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    dataDir: config.dataDir,
    log,
    // PostgreSQL stops a statement a little before the request deadline (REQUEST_TIMEOUT).
    timeouts: {
      statementTimeoutMs: config.statementTimeoutMs,
      connectTimeoutMs: config.statementTimeoutMs,
    },
  });
  let app: FastifyInstance | undefined;
  let backups: { close(): Promise<void> } | undefined;
  let metricsListener: Awaited<ReturnType<typeof listenForMetrics>>;
  const metrics = metricsForServer(config, handle);
  const mediaStorage = openMediaStorage(config.media);
  const jobs = createJobRunner(
    scheduledJobs(config, handle.db, log, undefined, metrics, mediaStorage),
    log,
    metrics?.jobs,
  );
  const shutdown = async (signal: string) => {
    log(`${signal}: finishing in-flight requests, then closing`);
    try {
      await jobs.stop();
      await metricsListener?.close();
      await backups?.close();
      await app?.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await withUnboundedDatabase(handle, config, (db) =>
      prepareDatabase(db, {
        seed: config.seed,
        clientApiKey: config.clientApiKey,
        log,
      }),
    );
    if (config.databaseDirectUrl) {
      const warning = await pooledStatementTimeoutWarning(handle.db, config.statementTimeoutMs);
      if (warning) log(warning);
    }
    // Several instances must keep their photos in one storage (docs/deployment-and-scaling.md,
    // "Uploaded photos"); the embedded database has one instance by construction.
    if (handle.engine === 'postgres') await assertSharedStorage(handle.db, mediaStorage);
    app = await buildApp(config, handle.db, {
      watchChanges: handle.watchChanges,
      metrics,
      mediaStorage,
    });
    const address = await app.listen({ port: config.port, host: config.host });
    metricsListener = await listenForMetrics(config.metrics, metrics);
    jobs.start();
    // The embedded database can only be copied by its holder: `npm run backup` asks over this.
    if (handle.snapshot) backups = await serveBackups(config.dataDir, handle.snapshot, log);
    log(`ready on ${address} (${handle.engine}, ${Date.now() - started} ms)`);
    announceStartUp(app.log, startUpBanner(config, address), process.stdout);
  } catch (error) {
    await handle.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * Migrations and the demo seed may rightly run longer than a request, and waiting for another
 * instance's seed takes as long as that seed: on PostgreSQL they get a small pool of their own
 * without the statement timeout, on the direct connection when there is one (their locks are
 * session locks, which a transaction pooler cannot keep). PGlite has no statement timeout to lift.
 */
async function withUnboundedDatabase<T>(
  handle: DatabaseHandle,
  config: Config,
  work: (db: DatabaseHandle['db']) => Promise<T>,
): Promise<T> {
  const databaseUrl = config.databaseDirectUrl ?? config.databaseUrl;
  if (handle.engine !== 'postgres' || !databaseUrl) return work(handle.db);
  const setup = await openDatabase({
    databaseUrl,
    poolSize: 2,
    // Lifts a role's statement_timeout, which stands in for ours behind a pooler.
    timeouts: { unbounded: config.databaseDirectUrl !== undefined },
  });
  try {
    return await work(setup.db);
  } finally {
    await setup.close();
  }
}
