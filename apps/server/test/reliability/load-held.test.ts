import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../support/index.js';
import { createVenue, registerUser } from './support/http-api.js';
import { runMixedLoad } from './support/mixed-load.js';
import { fullScale } from './support/scale.js';
import { useServerProcesses } from './support/server-process.js';

/** Memory may grow while caches and pools warm up, but not without bound. */
const RSS_GROWTH_BOUND_MB = 256;

/**
 * In `npm test` a fixed number of requests, with room for a busy machine: the server's request
 * deadline and the client's timeout are far above any answer time, so the verdict is the same
 * however fast the machine is. `npm run bench` (full scale) runs it for 60 s with the server's
 * own deadlines and reports the rate, the latency and the memory as figures.
 */
const load = fullScale ? { seconds: 60 } : { amount: 1_500 };
const described = 'amount' in load ? `${load.amount} requests` : `${load.seconds} s`;

describe('a mixed read/write load is held', () => {
  const scratch = useServerProcesses();

  it(`answers ${described} of it without a 5xx, an error or a refused write`, async () => {
    const database = postgresTestUrl() ? await scratch.emptyDatabase() : undefined;
    const server = await scratch.start({
      dataDir: scratch.dataDir('holidaze-load-'),
      databaseUrl: database?.url,
      env: { LOG_LEVEL: 'warn', ...(fullScale ? {} : { REQUEST_TIMEOUT: '120s' }) },
    });
    const host = await registerUser(server.base, 'load_host', true);
    const guest = await registerUser(server.base, 'load_guest');
    // Each venue takes every other night from 10 days ahead: at full scale, enough venues that a
    // minute of bookings stays inside the 500-day horizon (about 260 days at 1,800 requests/s).
    const venueIds = [];
    const venues = fullScale ? 60 : 10;
    for (let i = 0; i < venues; i++) {
      venueIds.push(await createVenue(server.base, host, `Load ${i}`));
    }

    const result = await runMixedLoad({
      base: server.base,
      pid: server.child.pid!,
      host,
      guest,
      venueIds,
      load,
      connections: 20,
      ...(fullScale ? {} : { timeoutSeconds: 120 }),
    });
    console.log(`mixed load (${database ? 'postgres' : 'pglite'}): ${JSON.stringify(result)}`);
    if ('amount' in load) expect(result.requests).toBe(load.amount);
    expect(result.status2xx).toBe(result.requests);
    expect(result.status5xx).toBe(0);
    expect(result.status4xx).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.rssAfterMb - result.rssBeforeMb).toBeLessThan(RSS_GROWTH_BOUND_MB);
  }, 600_000);
});
