import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createEmptyPostgresDatabase,
  describeEachEngine,
  openEmptyPGlite,
} from '../../test/support/index.js';
import { migrateToLatest, pendingMigrations } from './migrate.js';
import { openDatabase, type DatabaseHandle } from './open-database.js';

// Kysely's migrator survives instances racing to create its tables, then serialises on its lock.
describeEachEngine('migrating from several instances at once', (engine) => {
  const handles: DatabaseHandle[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    if (engine === 'pglite') {
      handles.push(await openEmptyPGlite());
      return;
    }
    const database = await createEmptyPostgresDatabase();
    drop = database.drop;
    for (let i = 0; i < 4; i++) {
      handles.push(await openDatabase({ databaseUrl: database.url, poolSize: 2 }));
    }
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await drop();
  });

  it('applies each migration exactly once, and every instance ends current', async () => {
    const applied = await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));
    const all = applied.flat();
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
    for (const handle of handles) expect(await pendingMigrations(handle.db)).toEqual([]);
  });
});
