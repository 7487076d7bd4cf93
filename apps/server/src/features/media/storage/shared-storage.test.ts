import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachEngine, useTestDatabase } from '../../../../test/support/index.js';
import { fileSystemStorage } from './file-system-storage.js';
import { assertSharedStorage, STORAGE_MARK_KEY, UnsharedStorageError } from './shared-storage.js';

const roots: string[] = [];
const newDirectory = () => {
  const root = mkdtempSync(join(tmpdir(), 'holidaze-shared-storage-'));
  roots.push(root);
  return root;
};
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
const noWait = { attempts: 1, waitMs: 0 };

describeEachEngine('shared photo storage', (engine) => {
  const handle = useTestDatabase(engine);
  beforeEach(async () => {
    await handle.db.deleteFrom('media_storage').execute();
  });

  it('the first start marks its storage; a later start over the same storage matches', async () => {
    const directory = newDirectory();
    expect(await assertSharedStorage(handle.db, fileSystemStorage(directory))).toBe('marked');
    const { token } = await handle.db
      .selectFrom('media_storage')
      .select('token')
      .executeTakeFirstOrThrow();
    expect(readFileSync(join(directory, STORAGE_MARK_KEY), 'utf8').trim()).toBe(token);
    expect(await assertSharedStorage(handle.db, fileSystemStorage(directory), noWait)).toBe(
      'matches',
    );
  });

  it('refuses a second instance whose directory the first does not see', async () => {
    await assertSharedStorage(handle.db, fileSystemStorage(newDirectory()));
    await expect(
      assertSharedStorage(handle.db, fileSystemStorage(newDirectory()), noWait),
    ).rejects.toThrow(UnsharedStorageError);
  });

  it("refuses a storage marked for another database, and starts once it holds this one's token", async () => {
    const directory = newDirectory();
    await assertSharedStorage(handle.db, fileSystemStorage(newDirectory()));
    writeFileSync(join(directory, STORAGE_MARK_KEY), 'another-database\n');
    await expect(
      assertSharedStorage(handle.db, fileSystemStorage(directory), noWait),
    ).rejects.toThrow(/lacks the mark/);
    const { token } = await handle.db
      .selectFrom('media_storage')
      .select('token')
      .executeTakeFirstOrThrow();
    writeFileSync(join(directory, STORAGE_MARK_KEY), `${token}\n`);
    expect(await assertSharedStorage(handle.db, fileSystemStorage(directory), noWait)).toBe(
      'matches',
    );
  });
});
