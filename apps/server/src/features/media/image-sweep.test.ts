import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, postgresTestUrl } from '../../../test/support/index.js';
import { insertProfileAndVenue } from '../../../test/support/test-rows.js';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.js';
import { createImageSweep, uploadFileKeys } from './image-sweep.js';
import { fileSystemStorage } from './storage/file-system-storage.js';
import type { MediaStorage } from './storage/media-storage.js';

/**
 * The sweep against a host attaching the same photo at that instant (decision 025, "Rows and
 * the sweep"), on PostgreSQL, where the two are separate connections: whichever commits first,
 * no committed venue or profile shows a photo whose files are gone. PGlite has one connection,
 * so the two cannot interleave there.
 */
const postgres = postgresTestUrl() || process.env.CI === 'true';

(postgres ? describe : describe.skip)('the sweep racing an attach (postgres)', () => {
  const root = mkdtempSync(join(tmpdir(), 'holidaze-sweep-race-'));
  const files = fileSystemStorage(root);
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let attacher: pg.Client;
  let owner: { profileId: string; venueId: string };
  const clock = new Date('2026-06-02T08:00:00Z');
  let n = 0;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase({ migrated: true });
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 3 });
    attacher = new pg.Client({ connectionString: database.url });
    await attacher.connect();
    owner = await insertProfileAndVenue(handle.db, 'race');
  });
  afterAll(async () => {
    await attacher?.end();
    await handle?.close();
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  /** An upload nothing shows, due for the sweep: its row and its files. */
  async function duePhoto() {
    n += 1;
    const hash = n.toString(16).padStart(32, 'a');
    await handle.db
      .insertInto('images')
      .values({
        hash,
        owner_id: owner.profileId,
        width: 1600,
        height: 1200,
        placeholder: 'x',
        created_at: new Date(clock.getTime() - 86_400_000),
        due_at: new Date(clock.getTime() - 1000),
      })
      .execute();
    for (const key of uploadFileKeys(hash)) await files.put(key, Buffer.from(key), 'image/jpeg');
    return { hash, url: `/media/u/${hash}/1600.jpg` };
  }

  async function stored(hash: string) {
    const rows = await handle.db
      .selectFrom('images')
      .select('hash')
      .where('hash', '=', hash)
      .execute();
    const file = await files.get(uploadFileKeys(hash)[0]!);
    file?.body.destroy();
    return { row: rows.length === 1, files: file !== undefined };
  }

  /** Resolves once the attacher's connection waits for a lock another transaction holds. */
  async function attacherBlocked() {
    const pid = (attacher as unknown as { processID: number }).processID;
    const monitor = new pg.Client({ connectionString: database.url });
    await monitor.connect();
    try {
      for (;;) {
        const { rows } = await monitor.query<{ blocked: boolean }>(
          'SELECT cardinality(pg_blocking_pids($1)) > 0 AS blocked',
          [pid],
        );
        if (rows[0]?.blocked) return;
      }
    } finally {
      await monitor.end();
    }
  }

  const writers = {
    'a venue': (url: string) =>
      attacher.query('UPDATE venues SET media = $1 WHERE id = $2', [
        JSON.stringify([{ url, alt: 'Raced' }]),
        owner.venueId,
      ]),
    'an avatar': (url: string) =>
      attacher.query('UPDATE profiles SET avatar_url = $1 WHERE id = $2', [url, owner.profileId]),
  };

  for (const [what, attach] of Object.entries(writers)) {
    it(`refuses ${what} attaching a photo the sweep deleted first, so nothing shows lost files`, async () => {
      const photo = await duePhoto();
      // The sweep holds its transaction open inside the storage's delete: the row is claimed,
      // found shown by nothing and deleted, and the commit waits for the test.
      let releaseSweep!: () => void;
      let sweepHolding!: () => void;
      const holding = new Promise<void>((resolve) => (sweepHolding = resolve));
      const storage: MediaStorage = {
        ...files,
        delete: async (keys) => {
          sweepHolding();
          await new Promise<void>((release) => (releaseSweep = release));
          await files.delete(keys);
        },
      };
      const sweeping = createImageSweep({
        db: handle.db,
        now: () => clock,
        storage,
        pollMs: 1000,
      }).runDue();
      await holding;

      await attacher.query('BEGIN');
      const attaching = attach(photo.url).then(
        () => 'attached',
        (error: { code?: string }) => error.code,
      );
      await attacherBlocked();
      releaseSweep();
      expect(await sweeping).toBe(1);
      const outcome = await attaching;
      await attacher.query(outcome === 'attached' ? 'COMMIT' : 'ROLLBACK');

      expect(await stored(photo.hash)).toEqual({ row: false, files: false });
      expect(outcome).toBe('23503');
      const shown = await handle.db
        .selectFrom('venues')
        .select('id')
        .where(sql<boolean>`media @> ${JSON.stringify([{ url: photo.url }])}::jsonb`)
        .execute();
      const avatars = await handle.db
        .selectFrom('profiles')
        .select('id')
        .where('avatar_url', '=', photo.url)
        .execute();
      expect([...shown, ...avatars]).toEqual([]);
    });

    it(`keeps a photo ${what} attached while the sweep was looking, once the attach commits`, async () => {
      const photo = await duePhoto();
      await attacher.query('BEGIN');
      await attach(photo.url);
      // The attach holds the photo's row: the sweep skips it rather than wait or delete.
      const sweep = createImageSweep({
        db: handle.db,
        now: () => clock,
        storage: files,
        pollMs: 1000,
      });
      expect(await sweep.runDue()).toBe(0);
      await attacher.query('COMMIT');
      expect(await sweep.runDue()).toBe(0);
      expect(await stored(photo.hash)).toEqual({ row: true, files: true });
    });
  }
});
