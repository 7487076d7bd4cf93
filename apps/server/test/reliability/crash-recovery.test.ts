import type { Venue } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../support/index.js';
import { createVenue, registerUser, send } from './support/http-api.js';
import { pick } from './support/scale.js';
import { useServerProcesses } from './support/server-process.js';
import { streamWrites } from './support/write-stream.js';

const engines = [
  { engine: 'pglite', run: describe },
  {
    engine: 'postgres',
    run: postgresTestUrl() || process.env.CI === 'true' ? describe : describe.skip,
  },
] as const;

/**
 * kill -9 while bookings and venue edits stream in, several times, restarting on the same data.
 * Every write that got a 2xx must be there afterwards, and nothing half-written may remain.
 */
for (const { engine, run } of engines) {
  run(`kill -9 under writes (${engine})`, () => {
    const crashes = pick(3, 10);
    const seed = Date.now();
    const scratch = useServerProcesses('SIGKILL');
    const dataDir = scratch.dataDir('holidaze-crash-');

    it(`loses no acknowledged write over ${crashes} crashes (seed ${seed})`, async () => {
      const database = engine === 'postgres' ? await scratch.emptyDatabase() : undefined;
      const start = () => scratch.start({ dataDir, databaseUrl: database?.url });
      let server = await start();
      const host = await registerUser(server.base, 'crash_host', true);
      const guest = await registerUser(server.base, 'crash_guest');
      const venueIds = [];
      for (let i = 0; i < 3; i++) venueIds.push(await createVenue(server.base, host, `Crash ${i}`));

      let base = server.base;
      const stream = streamWrites({ target: () => base, guest, host, venueIds, seed });
      for (let crash = 0; crash < crashes; crash++) {
        // Crash after a number of acknowledged bookings (2 to 13, from the seed) on this run of
        // the server, with other writes in flight: counted in writes, not in time.
        const booked = stream.acknowledged.bookingIds.length + 2 + ((seed + crash * 337) % 12);
        await stream.until((a) => a.bookingIds.length >= booked);
        expect(await server.kill('SIGKILL')).toBeNull();
        // A clean start on the same data: recovery, the stale lock taken over, migrations current.
        server = await start();
        base = server.base;
        const health = await send(base, 'GET', '/health');
        expect(health.status).toBe(200);
      }
      // The last restart takes writes too: one more booking and one price edit acknowledged.
      const booked = stream.acknowledged.bookingIds.length + 1;
      await stream.until((a) => a.bookingIds.length >= booked && a.venuePrices.size > 0);
      await stream.stop();
      const { bookingIds, venuePrices } = stream.acknowledged;
      expect(bookingIds.length).toBeGreaterThan(crashes);
      expect(venuePrices.size).toBeGreaterThan(0);

      const { body } = await send<{ data: Venue[] }>(
        base,
        'GET',
        `/holidaze/profiles/${host.name}/venues?_bookings=true`,
        { user: host },
      );
      const stored = new Set(body.data.flatMap((venue) => venue.bookings ?? []).map((b) => b.id));
      const lost = bookingIds.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      for (const venue of body.data) {
        // A later edit may have committed unacknowledged, so the price can be higher, never lower.
        expect(venue.price).toBeGreaterThanOrEqual(venuePrices.get(venue.id) ?? 900);
        // The booking count the trigger keeps agrees with the rows: nothing half-written.
        expect(venue._count.bookings).toBe(venue.bookings?.length);
      }
    }, 240_000);
  });
}
