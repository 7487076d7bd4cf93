// The product's server for benchmarks: the same app as `main.ts` (buildApp with every plugin and
// hook), on a database prepared as `main.ts` prepares it (migrations; the demo data when empty and
// SEED is not `none`), plus one benchmark-only route that answers a constant JSON through the same
// hooks: the ceiling the real routes are compared with.
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/open-database.js';
import { prepareDatabase } from '../../apps/server/src/prepare-database.js';
import { sql } from 'kysely';
import { CEILING_PATH, ONE_QUERY_PATH } from './ceiling-path.mjs';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(handle.db, { seed: config.seed, clientApiKey: config.clientApiKey });
const app = await buildApp(config, handle.db, { watchChanges: handle.watchChanges });
const constant = { data: { name: 'Holidaze', status: 'ok' }, meta: {} };
app.get(CEILING_PATH, () => constant);
// The same constant after one trivial database round trip: what any database read costs at least.
app.get(ONE_QUERY_PATH, async () => {
  await sql`select 1`.execute(handle.db);
  return constant;
});
await app.listen({ port: config.port, host: config.host });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .finally(() => process.exit(0));
});
