import type { Readable } from 'node:stream';

/**
 * Where uploaded photos' files are kept (docs/deployment-and-scaling.md, "Uploaded photos"): a
 * directory (the default) or an S3-compatible bucket. Keys are relative paths such as
 * `u/<hash>/800.webp`; a file once written never changes (it is named by its content), so a
 * driver needs no update in place, only put, get and delete.
 */
export interface MediaStorage {
  /** What a start-up line and an error name: the directory or the bucket. */
  readonly description: string;
  /** Stores `body` under `key`, whole or not at all (a reader never sees half a file). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the files under `keys`; a key with no file is not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  length: number | undefined;
}

/** A key we write: path segments of letters, digits, dots, dashes and underscores. */
const KEY = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*$/i;

/** Refuses a key that could leave the storage's root (`..`, absolute, empty segments). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Not a media storage key: ${JSON.stringify(key)}`);
  }
}
