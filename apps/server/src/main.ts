import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed-demo-data.js';
import { provisionClientApiKey } from './features/auth/client-api-key.js';

/** config → database → migrations → first-run demo seed → listen; drains on SIGTERM/SIGINT. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = (message: string) => console.log(`[holidaze] ${message}`);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
  });
  let app: FastifyInstance | undefined;
  const shutdown = async (signal: string) => {
    log(`${signal}: finishing in-flight requests, then closing`);
    try {
      await app?.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await migrateToLatest(handle.db);
    if (config.seed === 'demo' && (await isDatabaseEmpty(handle.db))) {
      log('empty database: adding demo data');
      await seedDemoData(handle.db);
    }
    await provisionClientApiKey(handle.db, config.clientApiKey);
    app = await buildApp(config, handle.db);
    const address = await app.listen({ port: config.port, host: config.host });
    log(`ready on ${address} (${handle.engine}, ${Date.now() - started} ms)`);
  } catch (error) {
    await handle.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
