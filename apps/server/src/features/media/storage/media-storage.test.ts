import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../test/support/s3-server.js';
import { fileSystemStorage } from './file-system-storage.js';
import type { MediaStorage } from './media-storage.js';
import { s3Storage } from './s3-storage.js';

async function read(storage: MediaStorage, key: string) {
  const file = await storage.get(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), contentType: file.contentType, length: file.length };
}

/** The same tests for every driver: what the rest of the server relies on. */
export function storageContract(name: string, open: () => MediaStorage) {
  describe(`media storage: ${name}`, () => {
    it('gives back what was put, with its type and length', async () => {
      const storage = open();
      const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
      await storage.put('u/aa11/400.jpg', bytes, 'image/jpeg');
      expect(await read(storage, 'u/aa11/400.jpg')).toEqual({
        bytes,
        contentType: 'image/jpeg',
        length: bytes.length,
      });
    });

    it('has nothing under a key never put', async () => {
      expect(await open().get('u/none/400.jpg')).toBeUndefined();
    });

    it('replaces a file put again under the same key', async () => {
      const storage = open();
      await storage.put('u/bb22/800.webp', Buffer.from('first'), 'image/webp');
      await storage.put('u/bb22/800.webp', Buffer.from('second'), 'image/webp');
      expect((await read(storage, 'u/bb22/800.webp'))?.bytes.toString()).toBe('second');
    });

    it('deletes the keys it is given, and only those; a missing key is no error', async () => {
      const storage = open();
      for (const key of ['u/cc33/400.avif', 'u/cc33/800.avif', 'u/dd44/400.avif']) {
        await storage.put(key, Buffer.from(key), 'image/avif');
      }
      await storage.delete(['u/cc33/400.avif', 'u/cc33/800.avif', 'u/cc33/1600.avif']);
      expect(await storage.get('u/cc33/400.avif')).toBeUndefined();
      expect(await storage.get('u/cc33/800.avif')).toBeUndefined();
      expect((await read(storage, 'u/dd44/400.avif'))?.bytes.toString()).toBe('u/dd44/400.avif');
    });

    it('refuses a key that would leave its root', async () => {
      const storage = open();
      for (const key of ['../escape.jpg', 'u/../../escape.jpg', '/etc/passwd', 'u//x.jpg', '']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
          /Not a media storage key/,
        );
        await expect(storage.get(key)).rejects.toThrow(/Not a media storage key/);
      }
    });
  });
}

const directory = mkdtempSync(join(tmpdir(), 'holidaze-media-fs-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
storageContract('file system', () => fileSystemStorage(directory));

let s3: TestS3Server | undefined;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());
storageContract('S3 (s3rver on 127.0.0.1)', () => s3Storage(s3!.options()));
storageContract('S3 with a key prefix', () => s3Storage(s3!.options('holidaze/')));

describe('file system storage', () => {
  it('leaves no partial file and no empty folder behind', async () => {
    const root = mkdtempSync(join(tmpdir(), 'holidaze-media-fs-'));
    try {
      const storage = fileSystemStorage(root);
      await storage.put('u/ee55/400.jpg', Buffer.from('x'), 'image/jpeg');
      expect(readdirSync(join(root, 'u/ee55'))).toEqual(['400.jpg']);
      await storage.delete(['u/ee55/400.jpg']);
      expect(readdirSync(join(root, 'u'))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
