import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { MediaStorage } from './media-storage.js';

/** The file in the storage that names it to the database. */
export const STORAGE_MARK_KEY = 'storage-id.txt';

export class UnsharedStorageError extends Error {
  constructor(storage: MediaStorage, token: string) {
    super(
      `The uploaded photos of this database are kept in a storage that ${storage.description} is not: ` +
        `it lacks the mark ${STORAGE_MARK_KEY} holding ${token}. Every instance on one database ` +
        'must use the same storage (MEDIA_STORAGE, MEDIA_DIR on a shared file system, or one ' +
        'bucket): see docs/deployment-and-scaling.md, "Uploaded photos". If the photos are lost ' +
        `for good, write ${token} into ${STORAGE_MARK_KEY} at the storage's root to start anyway.`,
    );
    this.name = 'UnsharedStorageError';
  }
}

async function readMark(storage: MediaStorage): Promise<string | undefined> {
  const file = await storage.get(STORAGE_MARK_KEY);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}

/**
 * Refuses to start an instance whose photo storage is not the one the database's other
 * instances use: a local directory on each of several machines would serve each photo from one
 * of them only, and the sweep of one would never see the others' files. The database keeps a
 * token (one row, decided by whichever instance starts first); the storage keeps the same token
 * in a file. The first start writes both; every later start must find its storage's file
 * holding the database's token. An instance starting beside the first may not see the file yet,
 * so a missing one is looked for again for a few seconds.
 */
export async function assertSharedStorage(
  db: Kysely<Database>,
  storage: MediaStorage,
  options: { attempts?: number; waitMs?: number } = {},
): Promise<'marked' | 'matches'> {
  const proposed = randomBytes(16).toString('hex');
  const created = await db
    .insertInto('media_storage')
    .values({ id: 1, token: proposed })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('token')
    .executeTakeFirst();
  if (created) {
    await storage.put(STORAGE_MARK_KEY, Buffer.from(`${proposed}\n`), 'text/plain; charset=utf-8');
    return 'marked';
  }
  const { token } = await db
    .selectFrom('media_storage')
    .select('token')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const attempts = options.attempts ?? 10;
  for (let attempt = 1; ; attempt += 1) {
    const mark = await readMark(storage);
    if (mark === token) return 'matches';
    if (mark !== undefined || attempt >= attempts) throw new UnsharedStorageError(storage, token);
    await delay(options.waitMs ?? 500);
  }
}
