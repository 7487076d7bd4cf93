import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Venue } from '@holidaze/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { backupSocketPath } from '../../src/ops/backup-socket.js';
import { createEmptyPostgresDatabase, postgresTestUrl } from '../support/index.js';
import { createVenue, registerUser, send, type ApiUser } from './support/http-api.js';
import { runOpsCli } from './support/ops-cli.js';
import {
  sharedMediaDir,
  startServerProcess,
  type ServerProcess,
} from './support/server-process.js';
import { streamWrites } from './support/write-stream.js';

const engines = [
  { engine: 'pglite', run: describe },
  {
    engine: 'postgres',
    run: postgresTestUrl() || process.env.CI === 'true' ? describe : describe.skip,
  },
] as const;

type Database = { url: string; drop(): Promise<void> };

/** The host's venues with their bookings, as the restored server serves them. */
async function bookingsOf(base: string, host: ApiUser) {
  const { status, body } = await send<{ data: Venue[] }>(
    base,
    'GET',
    `/holidaze/profiles/${host.name}/venues?_bookings=true`,
    { user: host },
  );
  expect(status).toBe(200);
  return body.data;
}

/**
 * `npm run backup` against a server taking bookings and venue edits as fast as it can, then
 * `npm run restore` into an empty database and a server started on it: every booking
 * acknowledged before the backup began is there, and nothing is half-written. The restore
 * refuses a target that holds data unless told --force.
 */
for (const { engine, run } of engines) {
  run(`backup and restore (${engine})`, () => {
    const dirs: string[] = [];
    const databases: Database[] = [];
    const servers: ServerProcess[] = [];
    const dir = (prefix: string) => {
      const made = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(made);
      return made;
    };
    const database = async () => {
      const made = await createEmptyPostgresDatabase();
      databases.push(made);
      return made;
    };
    const start = async (dataDir: string, databaseUrl: string | undefined, mediaFrom?: string) => {
      // A restored database's photos are where the source's were (decision 025): its server
      // uses that storage.
      const env: Record<string, string> = mediaFrom ? { MEDIA_DIR: sharedMediaDir(mediaFrom) } : {};
      const server = await startServerProcess({ dataDir, databaseUrl, env });
      servers.push(server);
      return server;
    };

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.kill('SIGKILL')));
      await Promise.all(databases.map((made) => made.drop()));
      dirs.forEach((made) => rmSync(made, { recursive: true, force: true }));
    });

    it('restores every acknowledged booking from a backup of a busy server', async () => {
      const source = { dataDir: dir('holidaze-backup-'), url: undefined as string | undefined };
      if (engine === 'postgres') source.url = (await database()).url;
      const server = await start(source.dataDir, source.url);
      const host = await registerUser(server.base, 'backup_host', true);
      const guest = await registerUser(server.base, 'backup_guest');
      const venueIds = [];
      for (let i = 0; i < 3; i++) venueIds.push(await createVenue(server.base, host, `Kept ${i}`));
      if (engine === 'pglite') {
        // The running server's backup socket: its user's alone, never a TCP port.
        expect(statSync(backupSocketPath(source.dataDir)).mode & 0o777).toBe(0o600);
      }

      const stream = streamWrites({
        target: () => server.base,
        guest,
        host,
        venueIds,
        seed: Date.now(),
      });
      await stream.until((a) => a.bookingIds.length >= 20);
      const before = [...stream.acknowledged.bookingIds];
      const file = join(dir('holidaze-backups-'), 'backup');
      const backedUp = await runOpsCli('backup', [file], {
        DATA_DIR: source.dataDir,
        DATABASE_URL: source.url,
      });
      const during = stream.acknowledged.bookingIds.length - before.length;
      await stream.stop();
      expect(backedUp.stderr).toBe('');
      expect(backedUp.code).toBe(0);
      expect(backedUp.stdout).toMatch(
        engine === 'pglite' ? /copied by the running server/ : /pg_dump/,
      );
      // The server kept taking bookings while the backup ran.
      expect(during).toBeGreaterThan(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const target = { dataDir: dir('holidaze-restored-'), url: undefined as string | undefined };
      if (engine === 'postgres') target.url = (await database()).url;
      const env = { DATA_DIR: target.dataDir, DATABASE_URL: target.url };
      const restored = await runOpsCli('restore', [file], env);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/^Restored .* \d+ profiles, 3 venues, \d+ bookings\.\n$/);

      const copy = await start(target.dataDir, target.url, source.url);
      const venues = await bookingsOf(copy.base, host);
      const stored = new Set(venues.flatMap((venue) => venue.bookings ?? []).map((b) => b.id));
      expect(before.filter((id) => !stored.has(id))).toEqual([]);
      // The count a trigger keeps agrees with the rows: the copy is of one moment.
      for (const venue of venues) expect(venue._count.bookings).toBe(venue.bookings?.length);
      const holds = stored.size;
      expect(await copy.kill('SIGTERM')).toBe(0);
      if (engine === 'pglite') expect(existsSync(backupSocketPath(target.dataDir))).toBe(false);

      // A second restore into the same target is refused, and changes nothing...
      const refused = await runOpsCli('restore', [file], env);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/is not empty .*nothing restored.*--force/);
      // ...unless forced.
      const forced = await runOpsCli('restore', [file, '--force'], env);
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
      expect(forced.stdout).toContain(`3 venues, ${holds} bookings.`);
      const again = await start(target.dataDir, target.url, source.url);
      const venuesAgain = await bookingsOf(again.base, host);
      expect(venuesAgain.flatMap((venue) => venue.bookings ?? [])).toHaveLength(holds);

      // With no server running, the command copies the embedded database itself.
      expect(await again.kill('SIGTERM')).toBe(0);
      const offline = await runOpsCli('backup', [`${file}-offline`], env);
      expect(offline.code).toBe(0);
      expect(offline.stdout).toMatch(
        engine === 'pglite' ? /no server running: copied by this command/ : /pg_dump/,
      );
    }, 240_000);
  });
}
