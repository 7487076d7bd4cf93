import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  UPLOAD_FORMATS,
  UPLOAD_MESSAGES,
  UPLOAD_WIDTHS,
  UPLOADS_PER_HOUR,
  parseUploadedImageUrl,
  uploadedImageUrl,
} from '@holidaze/domain';
import { fileSystemStorage } from '../../src/features/media/storage/file-system-storage.js';
import { createWorkQueue } from '../../src/features/media/work-queue.js';
import { describeEachEngine } from '../support/index.js';
import { profileIdOf, storedVenue } from '../support/test-rows.js';
import * as fixtures from '../support/image-fixtures.js';
import { errorWith, useTestApp, type TestUser } from './support/test-app.js';
import { upload } from './support/uploads.js';

const folders: string[] = [];
const folder = (name: string) => {
  const path = mkdtempSync(join(tmpdir(), `holidaze-${name}-`));
  folders.push(path);
  return path;
};
afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** Every file under `root`, as relative paths. */
const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();

const MAX_BYTES = 2 * 1024 * 1024;

describeEachEngine('photo uploads', (engine) => {
  const storageRoot = folder('media');
  const temporary = folder('uploading');
  let clock = new Date('2026-06-01T10:00:00Z');
  const queue = createWorkQueue({
    concurrency: 1,
    queueLimit: 0,
    busyMessage: UPLOAD_MESSAGES.busy,
    retryAfterSeconds: 5,
  });
  const t = useTestApp(
    engine,
    { media: { ...testMedia(), maxBytes: MAX_BYTES } },
    {
      now: () => clock,
      mediaStorage: fileSystemStorage(storageRoot),
      mediaQueue: queue,
      uploadTemporaryDirectory: temporary,
    },
  );
  let host: TestUser;
  let counter = 0;
  beforeEach(async () => {
    counter += 1;
    host = await t.createUser(`Host${counter}`, { venueManager: true });
  });

  const storedFiles = () => filesUnder(storageRoot).filter((file) => file.startsWith('u/'));

  describe('a photo', () => {
    it.each([
      ['JPEG', fixtures.jpeg],
      ['PNG', fixtures.png],
      ['WebP', fixtures.webp],
      ['AVIF', fixtures.avif],
    ])(
      '%s: 201 with its absolute URL, size and placeholder; every variant served',
      async (_name, make) => {
        const uploaded = await upload(t.app, host, await make(900, 600), {
          alt: ' A cabin by the lake ',
        });
        expect(uploaded.status).toBe(201);
        const { data } = uploaded.body;
        expect(data).toEqual({
          url: expect.stringMatching(
            /^http:\/\/localhost(:\d+)?\/media\/u\/[0-9a-f]{32}\/1600\.jpg$/,
          ),
          alt: 'A cabin by the lake',
          width: 900,
          height: 600,
          placeholder: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
        });
        expect(uploaded.body.meta).toEqual({});
        const base = parseUploadedImageUrl(data.url)!.base;
        for (const width of UPLOAD_WIDTHS) {
          for (const format of UPLOAD_FORMATS) {
            const path = new URL(uploadedImageUrl(base, width, format)).pathname;
            const served = await t.app.inject({ method: 'GET', url: path });
            expect(served.statusCode, path).toBe(200);
            expect(served.headers['content-type']).toBe(
              { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[format],
            );
            expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
            expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
            const meta = await sharp(served.rawPayload).metadata();
            // Never enlarged: the 1,600 px variant of a 900 px photo is 900 px wide.
            expect(meta.width).toBe(Math.min(width, 900));
            expect(meta.format).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[format]);
          }
        }
      },
    );

    it('applies the EXIF orientation, then keeps no metadata: no GPS position in any variant', async () => {
      // Stored 900 × 600 with "rotate 90° clockwise": shown 600 × 900.
      const photo = await fixtures.jpegWithGpsAndOrientation(900, 600, 6);
      const source = await sharp(photo).metadata();
      expect(source.orientation).toBe(6);
      expect(fixtures.hasGpsBlock(source.exif)).toBe(true);
      const uploaded = await upload(t.app, host, photo);
      expect(uploaded.status).toBe(201);
      expect(uploaded.body.data).toMatchObject({ width: 600, height: 900 });
      const base = parseUploadedImageUrl(uploaded.body.data.url)!.base;
      for (const width of UPLOAD_WIDTHS) {
        for (const format of UPLOAD_FORMATS) {
          const path = new URL(uploadedImageUrl(base, width, format)).pathname;
          const bytes = (await t.app.inject({ method: 'GET', url: path })).rawPayload;
          const meta = await sharp(bytes).metadata();
          expect(meta.exif, path).toBeUndefined();
          expect(meta.xmp, path).toBeUndefined();
          expect(meta.iptc, path).toBeUndefined();
          expect(meta.orientation ?? 1, path).toBe(1);
          expect(meta.height! > meta.width!, path).toBe(true);
          expect(bytes.includes(Buffer.from('PhoneMaker')), path).toBe(false);
        }
      }
    });

    it('keeps colour at half resolution in AVIF, as in JPEG and lossy WebP (4:2:0)', async () => {
      const uploaded = await upload(t.app, host, await fixtures.jpeg(900, 600));
      const base = parseUploadedImageUrl(uploaded.body.data.url)!.base;
      for (const width of UPLOAD_WIDTHS) {
        const path = new URL(uploadedImageUrl(base, width, 'avif')).pathname;
        const bytes = (await t.app.inject({ method: 'GET', url: path })).rawPayload;
        expect(fixtures.av1ChromaSubsampling(bytes), path).toBe('4:2:0');
        const jpeg = new URL(uploadedImageUrl(base, width, 'jpg')).pathname;
        const jpegMeta = await sharp(
          (await t.app.inject({ method: 'GET', url: jpeg })).rawPayload,
        ).metadata();
        expect(jpegMeta.chromaSubsampling, jpeg).toBe('4:2:0');
      }
    });

    it('the same photo twice is one photo', async () => {
      const photo = await fixtures.jpeg(800, 640);
      const first = await upload(t.app, host, photo);
      const second = await upload(t.app, host, photo, { alt: 'Again' });
      expect(second.status).toBe(201);
      expect(second.body.data).toEqual({ ...first.body.data, alt: 'Again' });
      const hash = parseUploadedImageUrl(first.body.data.url)!.hash;
      const rows = await t.db.selectFrom('images').selectAll().where('hash', '=', hash).execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('refused, leaving nothing behind', () => {
    let before: string[];
    let rowsBefore: number;
    beforeEach(async () => {
      before = storedFiles();
      rowsBefore = (await t.db.selectFrom('images').select('id').execute()).length;
    });
    const assertNothingLeft = async () => {
      expect(storedFiles()).toEqual(before);
      expect((await t.db.selectFrom('images').select('id').execute()).length).toBe(rowsBefore);
      expect(readdirSync(temporary)).toEqual([]);
    };

    it.each([
      [
        'SVG (a script can ride in it): 415',
        fixtures.svg,
        415,
        UPLOAD_MESSAGES.svg,
        'image/svg+xml',
      ],
      ['HEIC, with how to send JPEG: 415', fixtures.heic, 415, UPLOAD_MESSAGES.heic, 'image/heic'],
      ['an animated WebP: 415', fixtures.animatedWebp, 415, UPLOAD_MESSAGES.animated, 'image/webp'],
      ['a GIF: 415', fixtures.gif, 415, UPLOAD_MESSAGES.notAPhoto, 'image/gif'],
      [
        'a PDF named photo.jpg: 415',
        async () => Buffer.from('%PDF-1.7\n' + 'x'.repeat(5000)),
        415,
        UPLOAD_MESSAGES.notAPhoto,
        'image/jpeg',
      ],
      [
        'a 30,000 × 30,000 PNG bomb of a few KB: 422',
        fixtures.pngBomb,
        422,
        UPLOAD_MESSAGES.tooManyPixels,
        'image/png',
      ],
      [
        'a photo too small to look good: 422',
        () => fixtures.jpeg(399, 300),
        422,
        UPLOAD_MESSAGES.tooSmall,
        'image/jpeg',
      ],
      [
        'a truncated JPEG: 400',
        async () => (await fixtures.jpeg(900, 600)).subarray(0, 4000),
        400,
        UPLOAD_MESSAGES.corrupt,
        'image/jpeg',
      ],
      [
        'a JPEG start and then noise: 400',
        async () =>
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x5a)]),
        400,
        UPLOAD_MESSAGES.corrupt,
        'image/jpeg',
      ],
      [
        'an empty file: 400',
        async () => Buffer.alloc(0),
        400,
        UPLOAD_MESSAGES.missingFile,
        'image/jpeg',
      ],
    ] as const)('%s', async (_name, make, status, message, type) => {
      const refused = await upload(t.app, host, await make(), { type });
      expect(refused.body).toEqual(errorWith(status, message));
      await assertNothingLeft();
    });

    it('over the size limit: 413 with the limit in MB, from the announced length alone', async () => {
      const big = Buffer.concat([await fixtures.jpeg(900, 600), Buffer.alloc(MAX_BYTES + 100_000)]);
      const refused = await upload(t.app, host, big);
      expect(refused.body).toEqual(errorWith(413, UPLOAD_MESSAGES.tooLarge(MAX_BYTES)));
      expect(refused.body.errors[0].message).toContain('2 MB');
      await assertNothingLeft();
    });

    it('over the size limit without an announced length: the parser stops at the limit, 413', async () => {
      const big = Buffer.concat([await fixtures.jpeg(900, 600), Buffer.alloc(MAX_BYTES)]);
      const { payload, headers } = fixtures.multipart([
        { name: 'file', filename: 'big.jpg', type: 'image/jpeg', data: big },
      ]);
      const { Readable } = await import('node:stream');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/holidaze/media',
        headers: { ...host.headers, ...headers, 'transfer-encoding': 'chunked' },
        payload: Readable.from([payload.subarray(0, 1000), payload.subarray(1000)]),
      });
      expect(response.json()).toEqual(errorWith(413, UPLOAD_MESSAGES.tooLarge(MAX_BYTES)));
      await assertNothingLeft();
    });

    it('no file part, or a file under another name: 400', async () => {
      const photo = await fixtures.jpeg(900, 600);
      expect((await upload(t.app, host, photo, { field: 'photo' })).body).toEqual(
        errorWith(400, UPLOAD_MESSAGES.missingFile),
      );
      const { payload, headers } = fixtures.multipart([{ name: 'alt', value: 'Only words' }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/holidaze/media',
        headers: { ...host.headers, ...headers },
        payload,
      });
      expect(response.json()).toEqual(errorWith(400, UPLOAD_MESSAGES.missingFile));
      await assertNothingLeft();
    });

    it('malformed multipart (no boundary, or a body that ends inside a part): 400', async () => {
      for (const [contentType, payload] of [
        ['multipart/form-data', 'x'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
        ],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/holidaze/media',
          headers: { ...host.headers, 'content-type': contentType },
          payload,
        });
        expect(response.json()).toEqual(
          errorWith(400, 'The upload is not well-formed multipart/form-data'),
        );
      }
      await assertNothingLeft();
    });

    it('alt text over 120 characters: 400', async () => {
      const refused = await upload(t.app, host, await fixtures.jpeg(900, 600), {
        alt: 'x'.repeat(121),
      });
      expect(refused.status).toBe(400);
      await assertNothingLeft();
    });

    it('not multipart: 415', async () => {
      const refused = await t.call('POST', '/api/holidaze/media', {
        user: host,
        body: { url: 'https://example.com/a.jpg' },
      });
      expect(refused.status).toBe(415);
      await assertNothingLeft();
    });

    it('signed out: 401', async () => {
      expect((await upload(t.app, undefined, await fixtures.jpeg(900, 600))).status).toBe(401);
      await assertNothingLeft();
    });

    it('while the queue is full: 503 with Retry-After', async () => {
      let release!: () => void;
      const held = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
      try {
        const refused = await upload(t.app, host, await fixtures.jpeg(900, 601));
        expect(refused.body).toEqual(errorWith(503, UPLOAD_MESSAGES.busy));
        expect(refused.response.headers['retry-after']).toBe('5');
      } finally {
        release();
        await held;
      }
      await assertNothingLeft();
    });

    it(`over ${UPLOADS_PER_HOUR} photos in an hour: 429 until the hour has passed`, async () => {
      const member = await t.createUser(`Busy${counter}`);
      const id = await profileIdOf(t.db, member.name);
      const earlier = new Date(clock.getTime() - 30 * 60_000);
      await t.db
        .insertInto('images')
        .values(
          Array.from({ length: UPLOADS_PER_HOUR }, (_, i) => ({
            hash: (counter * 1000 + i).toString(16).padStart(32, 'a'),
            owner_id: id,
            width: 800,
            height: 600,
            placeholder: 'AAAA',
            created_at: earlier,
            due_at: earlier,
          })),
        )
        .execute();
      rowsBefore += UPLOADS_PER_HOUR;
      const photo = await fixtures.jpeg(900, 602);
      const refused = await upload(t.app, member, photo);
      expect(refused.body).toEqual(errorWith(429, UPLOAD_MESSAGES.perHour));
      expect(refused.response.headers['retry-after']).toBe(String(30 * 60));
      await assertNothingLeft();
      clock = new Date(clock.getTime() + 31 * 60_000);
      expect((await upload(t.app, member, photo)).status).toBe(201);
    });
  });

  describe('in venues and profiles', () => {
    it('an uploaded photo carries its size and placeholder wherever it is shown; other images stay { url, alt }', async () => {
      const photo = (await upload(t.app, host, await fixtures.jpeg(1200, 800), { alt: 'Lake' }))
        .body.data;
      const linked = { url: 'https://images.example/cabin.jpg', alt: 'Linked' };
      const venueId = await t.listVenue(host, {
        price: 100,
        maxGuests: 2,
        media: [{ url: photo.url, alt: 'Lake' }, linked],
      });
      const venue = await t.call('GET', `/api/holidaze/venues/${venueId}?_owner=true`);
      expect(venue.body.data.media).toEqual([
        { url: photo.url, alt: 'Lake', width: 1200, height: 800, placeholder: photo.placeholder },
        linked,
      ]);
      const stored = await storedVenue(t.db, venueId);
      // Stored portable, like every URL of ours, and without the figures.
      expect(stored.media[0]).toEqual({
        url: new URL(photo.url).pathname,
        alt: 'Lake',
      });

      const avatar = await t.call('PUT', `/api/holidaze/profiles/${host.name}`, {
        user: host,
        body: { avatar: { url: photo.url, alt: 'Me' } },
      });
      expect(avatar.status).toBe(200);
      expect(avatar.body.data.avatar).toEqual({
        url: photo.url,
        alt: 'Me',
        width: 1200,
        height: 800,
        placeholder: photo.placeholder,
      });
      expect(Object.keys(avatar.body.data.banner).sort()).toEqual(['alt', 'url']);
    });
  });
});

/** The media settings of a test config (the storage itself is given as a service). */
function testMedia() {
  return {
    storage: { kind: 'file' as const, directory: '/nonexistent' },
    maxBytes: MAX_BYTES,
    concurrency: 1,
    queueLimit: 0,
  };
}
