import { sql, type Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { useTestDatabase, describeEachEngine } from '../../test/support/index.js';
import type { ChangeEvent } from './database-changes.js';
import { migrateToLatest } from './migrate.js';
import { PUBLIC_READS_CHANNEL } from './migrations/011-public-read-changes.js';
import { PRIVATE_TABLES, publicReadTriggers } from './public-read-triggers.js';

const ALL_EVENTS = ['INSERT', 'DELETE', 'UPDATE', 'TRUNCATE'];

/**
 * The shared cache of public reads is right only while every table a public read shows
 * announces its changes (docs/decisions/016-shared-cache-of-public-reads.md): every table does,
 * but the ones listed as private.
 */
describeEachEngine('the tables that announce changes to the public-read cache', (engine) => {
  let db: Kysely<unknown>;
  const handle = useTestDatabase(engine);
  beforeAll(async () => {
    db = handle.db as Kysely<unknown>;
  });

  it('are every table but the private ones, each on every kind of write', async () => {
    const triggers = await publicReadTriggers(db);
    const tables = triggers.map((t) => t.table);
    expect(Object.keys(PRIVATE_TABLES).filter((table) => !tables.includes(table))).toEqual([]);
    const expected = triggers.map(({ table }) => ({
      table,
      events: Object.hasOwn(PRIVATE_TABLES, table) ? [] : ALL_EVENTS,
    }));
    expect(triggers).toEqual(expected);
  });

  it('include a table a later migration adds, and it announces its writes', async () => {
    await sql`CREATE TABLE venue_guest_book (id serial PRIMARY KEY, line text NOT NULL)`.execute(
      db,
    );
    expect(await migrateToLatest(db)).toEqual([]);
    expect((await publicReadTriggers(db)).find((t) => t.table === 'venue_guest_book')).toEqual({
      table: 'venue_guest_book',
      events: ALL_EVENTS,
    });

    const heard: ChangeEvent[] = [];
    const watch = await handle.watchChanges(PUBLIC_READS_CHANNEL, (event) => heard.push(event));
    try {
      await sql`INSERT INTO venue_guest_book (line) VALUES ('Lovely stay')`.execute(db);
      expect(await watch.catchUp()).toBe(true);
      expect(heard).toEqual(['listening', 'changed']);
    } finally {
      await watch.stop();
    }
  });
});
