import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGERS, DEMO_TRAVELLERS } from '../../src/seed/demo-people.js';
import { DEMO_PLACES } from '../../src/seed/demo-places.js';
import { demoMapNeighbours } from '../../src/seed/demo-map-neighbours.js';
import { postgresTestUrl } from '../support/index.js';
import { useServerProcesses, type ServerProcess } from './support/server-process.js';

const runOnPostgres = postgresTestUrl() || process.env.CI === 'true' ? describe : describe.skip;
const INSTANCES = 5;

/**
 * Instances deployed together onto an empty PostgreSQL: each migrates, seeds the demo data if
 * the database is empty, and provisions the web client's key. Before the start-up lock, two
 * of them seeded at once and one died on `profiles_name_lower_key`.
 */
runOnPostgres(`${INSTANCES} instances starting at once on one empty PostgreSQL`, () => {
  let database: { url: string };
  const scratch = useServerProcesses();
  const servers: ServerProcess[] = [];
  let started: PromiseSettledResult<ServerProcess>[] = [];

  beforeAll(async () => {
    database = await scratch.emptyDatabase();
    started = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () =>
        scratch.start({
          dataDir: scratch.dataDir('holidaze-instance-'),
          databaseUrl: database.url,
          env: { SEED: 'demo' },
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  }, 180_000);

  it('all become healthy, and the demo data exists exactly once', async () => {
    const failures = started.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    for (const server of servers) {
      const health = await fetch(`${server.base}/api/health`);
      expect(health.status).toBe(200);
    }
    const seededBy = servers.filter((server) => /adding demo data/.test(server.output()));
    expect(seededBy).toHaveLength(1);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const counts = await client.query<{ profiles: number; venues: number; keys: number }>(
        `SELECT (SELECT count(*)::int FROM profiles) AS profiles,
                (SELECT count(*)::int FROM venues) AS venues,
                (SELECT count(*)::int FROM api_keys) AS keys`,
      );
      // The demo people, and the system profile that owns the web client's key.
      expect(counts.rows[0]).toEqual({
        profiles: DEMO_MANAGERS.length + DEMO_TRAVELLERS.length + 1,
        venues: DEMO_PLACES.length + demoMapNeighbours().length,
        keys: 1,
      });
    } finally {
      await client.end();
    }
  }, 60_000);
});
