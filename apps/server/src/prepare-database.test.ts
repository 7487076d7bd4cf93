import { expect, it } from 'vitest';
import { describeEachEngine, useEmptyDatabaseInstances } from '../test/support/index.js';
import { prepareDatabase } from './prepare-database.js';
import { DEMO_MANAGERS, DEMO_TRAVELLERS } from './seed/demo-people.js';
import { DEMO_PLACES } from './seed/demo-places.js';
import { demoMapNeighbours } from './seed/demo-map-neighbours.js';

// Several instances preparing one empty database at once: one seeds, the rest find it filled.
describeEachEngine('preparing an empty database from several instances at once', (engine) => {
  const handles = useEmptyDatabaseInstances(engine, 3);

  it('seeds the demo data and the client key exactly once', async () => {
    const runs = [...handles, ...handles].map((handle) =>
      prepareDatabase(handle.db, {
        seed: 'demo',
        clientApiKey: 'prepare-test-key',
      }),
    );
    const results = await Promise.all(runs);
    expect(results.filter((result) => result.seeded !== undefined)).toHaveLength(1);
    const db = handles[0]!.db;
    const profiles = await db.selectFrom('profiles').select('id').execute();
    const venues = await db.selectFrom('venues').select('id').execute();
    const keys = await db.selectFrom('api_keys').select('key').execute();
    expect(profiles).toHaveLength(DEMO_MANAGERS.length + DEMO_TRAVELLERS.length + 1);
    expect(venues).toHaveLength(DEMO_PLACES.length + demoMapNeighbours().length);
    expect(keys).toEqual([{ key: 'prepare-test-key' }]);
  });
});
