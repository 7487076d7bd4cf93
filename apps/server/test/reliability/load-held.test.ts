import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, postgresTestUrl } from '../support/index.js';
import { createVenue, registerUser } from './support/http-api.js';
import { runMixedLoad } from './support/mixed-load.js';
import { pick } from './support/scale.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

/** Memory may grow while caches and pools warm up, but not without bound. */
const RSS_GROWTH_BOUND_MB = 256;

describe('a mixed read/write load is held', () => {
  const seconds = pick(6, 60);
  const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-load-'));
  let database: { url: string; drop(): Promise<void> } | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.kill('SIGTERM');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers ${seconds} s of it without a 5xx, an error or a refused write`, async () => {
    database = postgresTestUrl() ? await createEmptyPostgresDatabase() : undefined;
    server = await startServerProcess({
      dataDir,
      databaseUrl: database?.url,
      env: { LOG_LEVEL: 'warn' },
    });
    const host = await registerUser(server.base, 'load_host', true);
    const guest = await registerUser(server.base, 'load_guest');
    const venueIds = [];
    for (let i = 0; i < 10; i++) venueIds.push(await createVenue(server.base, host, `Load ${i}`));

    const result = await runMixedLoad({
      base: server.base,
      pid: server.child.pid!,
      host,
      guest,
      venueIds,
      seconds,
      connections: 20,
    });
    console.log(`mixed load (${database ? 'postgres' : 'pglite'}): ${JSON.stringify(result)}`);
    expect(result.requests).toBeGreaterThan(seconds * 20);
    expect(result.status5xx).toBe(0);
    expect(result.status4xx).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.rssAfterMb - result.rssBeforeMb).toBeLessThan(RSS_GROWTH_BOUND_MB);
  }, 180_000);
});
