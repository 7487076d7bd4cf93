import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/features/media/storage/s3-storage.js';

export interface TestS3Server {
  /** Options for the S3 driver reaching this server's bucket. */
  options(prefix?: string): S3StorageOptions;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on 127.0.0.1, on a free port, with one empty bucket. */
export async function startS3Server(bucket = 'holidaze-photos'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'holidaze-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    options: (prefix = '') => ({
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      prefix,
      forcePathStyle: true,
      // s3rver's fixed pair (its README, "Signed requests").
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
