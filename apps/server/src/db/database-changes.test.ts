import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachEngine } from '../../test/support/index.js';
import { CHANGES_APPLICATION_NAME, type ChangeEvent } from './database-changes.js';
import type { DatabaseHandle } from './open-database.js';

describeEachEngine('database change notifications', (engine) => {
  let handle: DatabaseHandle;
  let events: ChangeEvent[];
  let stop: () => Promise<void>;

  beforeEach(async () => {
    handle = await createTestDatabase(engine);
    events = [];
    stop = await handle.watchChanges('test_channel', (event) => events.push(event));
  });
  afterEach(async () => {
    await stop();
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

  if (engine === 'postgres') {
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
