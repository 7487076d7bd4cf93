import { expect, it } from 'vitest';
import { describeEachEngine, useEmptyDatabaseInstances } from '../../test/support/index.js';
import { migrateToLatest, pendingMigrations } from './migrate.js';

// Kysely's migrator survives instances racing to create its tables, then serialises on its lock.
describeEachEngine('migrating from several instances at once', (engine) => {
  const handles = useEmptyDatabaseInstances(engine, 4);

  it('applies each migration exactly once, and every instance ends current', async () => {
    const applied = await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));
    const all = applied.flat();
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
    for (const handle of handles) expect(await pendingMigrations(handle.db)).toEqual([]);
  });
});
