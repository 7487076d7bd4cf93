import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/open-database.js';
import { createJobRunner } from './jobs/job-runner.js';
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
    dataDir: config.dataDir,
    log,
    // PostgreSQL stops a statement a little before the request deadline (REQUEST_TIMEOUT).
    timeouts: {
      statementTimeoutMs: config.statementTimeoutMs,
      connectTimeoutMs: config.statementTimeoutMs,
    },
  });
  let app: FastifyInstance | undefined;
  let metricsListener: Awaited<ReturnType<typeof listenForMetrics>>;
  const metrics = metricsForServer(config, handle);
  const jobs = createJobRunner(
    scheduledJobs(config, handle.db, log, undefined, metrics),
    log,
    metrics?.jobs,
  );
  const shutdown = async (signal: string) => {
    log(`${signal}: finishing in-flight requests, then closing`);
    try {
      await jobs.stop();
      await metricsListener?.close();
      await app?.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await withUnboundedDatabase(handle, config.databaseUrl, (db) =>
      prepareDatabase(db, {
        seed: config.seed,
        clientApiKey: config.clientApiKey,
        log,
      }),
    );
    app = await buildApp(config, handle.db, { watchChanges: handle.watchChanges, metrics });
    const address = await app.listen({ port: config.port, host: config.host });
    metricsListener = await listenForMetrics(config.metrics, metrics);
    jobs.start();
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
 * without the statement timeout. PGlite has no statement timeout to lift.
 */
async function withUnboundedDatabase<T>(
  handle: DatabaseHandle,
  databaseUrl: string | undefined,
  work: (db: DatabaseHandle['db']) => Promise<T>,
): Promise<T> {
  if (handle.engine !== 'postgres' || !databaseUrl) return work(handle.db);
  const setup = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    return await work(setup.db);
  } finally {
    await setup.close();
  }
}
