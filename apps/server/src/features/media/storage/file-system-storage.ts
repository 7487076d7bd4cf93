import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, rmdir, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { assertStorageKey, type MediaStorage } from './media-storage.js';

/** The content type we wrote a file as, from its extension (the only names we write). */
const TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
};

export const contentTypeOfKey = (key: string): string =>
  TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * Files under a directory (MEDIA_DIR, by default `<DATA_DIR>/media`). A file is written beside its
 * final name and renamed into place, so a reader (or a crash) never meets half a file.
 */
export function fileSystemStorage(directory: string): MediaStorage {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    description: `the directory ${root}`,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        const file = await open(partial, 'wx');
        try {
          await file.writeFile(body);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { body: createReadStream(path), contentType: contentTypeOfKey(key), length: size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const path = pathOf(key);
        await rm(path, { force: true });
        folders.add(dirname(path));
      }
      // A photo's folder goes with its last file; one still holding files stays.
      for (const folder of folders) {
        if (folder !== root) await rmdir(folder).catch(() => undefined);
      }
    },
  };
}
