import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachEngine } from '../../test/support/index.js';
import {
  CHANGES_APPLICATION_NAME,
  type ChangeEvent,
  type ChangeWatch,
} from './database-changes.js';
import type { DatabaseHandle } from './open-database.js';

describeEachEngine('database change notifications', (engine) => {
  let handle: DatabaseHandle;
  let events: ChangeEvent[];
  let watch: ChangeWatch;

  beforeEach(async () => {
    handle = await createTestDatabase(engine);
    events = [];
    watch = await handle.watchChanges('test_channel', (event) => events.push(event));
  });
  afterEach(async () => {
    await watch.stop();
    await handle.close();
  });

  it('hears a committed change once, and nothing of a rolled-back one', async () => {
    expect(events).toEqual(['listening']);
    await handle.db
      .transaction()
      .execute(async (tx) => {
        await sql`SELECT pg_notify('test_channel', '')`.execute(tx);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await handle.db.transaction().execute(async (tx) => {
      await sql`SELECT pg_notify('test_channel', '')`.execute(tx);
      await sql`SELECT pg_notify('test_channel', '')`.execute(tx);
    });
    await expect.poll(() => events).toEqual(['listening', 'changed']);
  });

  it('has heard every committed change once it caught up', async () => {
    // A notification reaches the listener some time after the commit: catching up waits for
    // it, every time, however soon after the commit it is asked.
    for (let round = 1; round <= 20; round += 1) {
      await sql`SELECT pg_notify('test_channel', '')`.execute(handle.db);
      expect(await watch.catchUp()).toBe(true);
      expect(events.filter((event) => event === 'changed')).toHaveLength(round);
    }
  });

  if (engine === 'postgres') {
    it('cannot catch up once it no longer listens', async () => {
      await watch.stop();
      expect(await watch.catchUp()).toBe(false);
    });

    it('reports a lost connection, and listens again on a new one', async () => {
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = ${CHANGES_APPLICATION_NAME}
          AND datname = current_database()`.execute(handle.db);
      await expect.poll(() => events).toEqual(['listening', 'lost', 'listening']);
      await sql`SELECT pg_notify('test_channel', '')`.execute(handle.db);
      await expect.poll(() => events).toEqual(['listening', 'lost', 'listening', 'changed']);
    });
  }
});
