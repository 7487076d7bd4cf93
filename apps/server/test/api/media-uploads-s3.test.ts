import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPLOAD_FORMATS,
  UPLOAD_WIDTHS,
  parseUploadedImageUrl,
  uploadedImageUrl,
} from '@holidaze/domain';
import { createImageSweep } from '../../src/features/media/image-sweep.js';
import type { MediaStorage } from '../../src/features/media/storage/media-storage.js';
import { s3Storage } from '../../src/features/media/storage/s3-storage.js';
import * as fixtures from '../support/image-fixtures.js';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { upload } from './support/uploads.js';

/** The whole path of a photo with the S3 driver: upload, serve every variant, sweep. */
describe('photo uploads kept in an S3 bucket (s3rver on 127.0.0.1)', () => {
  let s3: TestS3Server;
  let storage: MediaStorage;
  let t: TestApp;
  let clock = new Date('2026-06-01T10:00:00Z');
  const now = () => clock;
  beforeAll(async () => {
    s3 = await startS3Server();
    storage = s3Storage(s3.options('holidaze/'));
    t = await startTestApp('pglite', {}, { now, mediaStorage: storage });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores every variant in the bucket, serves them, and the sweep deletes them', async () => {
    const host = await t.createUser('BucketHost', { venueManager: true });
    const uploaded = await upload(t.app, host, await fixtures.webp(1000, 700));
    expect(uploaded.status).toBe(201);
    const { base, hash } = parseUploadedImageUrl(uploaded.body.data.url)!;
    const paths = UPLOAD_WIDTHS.flatMap((width) =>
      UPLOAD_FORMATS.map((format) => new URL(uploadedImageUrl(base, width, format)).pathname),
    );
    for (const path of paths) {
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.length).toBeGreaterThan(0);
    }
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    expect(await createImageSweep({ db: t.db, now, storage, pollMs: 1000 }).runDue()).toBe(1);
    expect(await storage.get(`u/${hash}/1600.jpg`)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: paths[0]! })).statusCode).toBe(404);
  });
});
