// Uploaded photos (docs/performance.md, "Photo uploads"): a 12-megapixel, 5 MB camera JPEG turned
// into every variant (3 widths × AVIF, WebP, JPEG) with its placeholder, timed in process; then 10
// uploads sent at once to the server on the demo data while /api/health and a venue read are
// timed one after another, as a guest would meet them during a host's upload of a whole album.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { summarize, timedGet, uncachedUrl } from './latency.mjs';
import { startServer } from './server-process.mjs';

export const PHOTO_TARGETS = { variantsP95Ms: 2000, readP95Ms: 100 };

/**
 * A photo-like 4000 × 3000 JPEG of about 5 MB: coarse detail that survives down-scaling (the
 * encoders' real work) under fine grain (a camera's file size).
 */
export async function cameraJpeg() {
  const width = 4000;
  const height = 3000;
  const noise = (w, h, sigma) =>
    sharp({
      create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } },
    })
      .png()
      .toBuffer();
  const detail = await sharp(await noise(1000, 750, 40))
    .resize(width, height, { kernel: 'cubic' })
    .blur(1.2)
    .toBuffer();
  return sharp(detail)
    .composite([{ input: await noise(width, height, 14), blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The same photo with a comment segment of its own: other bytes, so another upload. */
export function variantOf(jpeg, i) {
  const text = Buffer.from(`bench photo ${i} ${Date.now()}`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    jpeg.subarray(2),
  ]);
}

async function pipelineTimes(jpeg, runs, log) {
  const { processImage } = await import('../../apps/server/src/features/media/image-pipeline.ts');
  const folder = mkdtempSync(join(tmpdir(), 'holidaze-bench-photo-'));
  try {
    const path = join(folder, 'photo.jpg');
    writeFileSync(path, jpeg);
    await processImage(path); // warm-up: libvips loads its codecs
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await processImage(path);
      times.push(performance.now() - started);
      log(`  variants of the 12 MP photo, run ${i + 1}: ${times.at(-1).toFixed(0)} ms`);
    }
    return summarize(times);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A demo member's headers, the demo host's by default (README, "Demo logins"). */
export async function signIn(url, email = 'demo.manager@stud.noroff.no') {
  const key = { 'x-noroff-api-key': 'holidaze-web-client-key' };
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { ...key, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'holidaze-demo' }),
  });
  const token = (await login.json()).data.accessToken;
  return { ...key, authorization: `Bearer ${token}` };
}

/**
 * One upload as the web app sends it: refused for a full queue (503), it tries again after
 * `Retry-After`, as every client should.
 */
export async function uploadOne(url, headers, bytes) {
  const started = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    const form = new FormData();
    form.append('alt', 'Bench photo');
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${url}/api/holidaze/media`, {
      method: 'POST',
      headers,
      body: form,
    });
    const text = await response.text();
    if (response.status !== 503 || attempt >= 10) {
      return {
        status: response.status,
        attempts: attempt,
        ms: performance.now() - started,
        image: response.status === 201 ? JSON.parse(text).data : undefined,
      };
    }
    const wait = Number(response.headers.get('retry-after') ?? 5);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

/** /api/health and a venue read (not from the shared cache), one after the other, until `done()`. */
async function timeReads(url, venueUrl, done) {
  const health = [];
  const venue = [];
  for (let i = 0; !done(); i += 1) {
    const h = await timedGet(`${url}/api/health`);
    const v = await timedGet(uncachedUrl(venueUrl, i));
    if (h.status === 200) health.push(h.ms);
    if (v.status === 200) venue.push(v.ms);
  }
  return { health: summarize(health), venue: summarize(venue) };
}

async function readsDuringUploads(root, jpeg, { uploads, log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-bench-photos-'));
  // The default settings: one photo at a time, 8 waiting; the rest are refused and retried.
  const server = await startServer(root, { DATA_DIR: dataDir, SEED: 'demo' });
  try {
    const { url } = server;
    const headers = await signIn(url);
    const venues = await (await fetch(`${url}/api/holidaze/venues?limit=1`)).json();
    const venueUrl = `${url}/api/holidaze/venues/${venues.data[0].id}?_owner=true`;
    const quietUntil = performance.now() + 5000;
    const quiet = await timeReads(url, venueUrl, () => performance.now() > quietUntil);
    const bodies = Array.from({ length: uploads }, (_, i) => variantOf(jpeg, i));
    let done = false;
    const sending = Promise.all(bodies.map((bytes) => uploadOne(url, headers, bytes))).finally(
      () => (done = true),
    );
    const during = await timeReads(url, venueUrl, () => done);
    const sent = await sending;
    const statuses = {};
    for (const { status } of sent) statuses[status] = (statuses[status] ?? 0) + 1;
    const result = {
      uploads,
      statuses,
      attempts: sent.reduce((sum, { attempts }) => sum + attempts, 0),
      allDoneMs: Math.max(...sent.map(({ ms }) => ms)),
      quiet,
      ...during,
    };
    log(
      `  ${uploads} uploads at once: ${JSON.stringify(statuses)} after ${result.attempts} attempts, all done in ${(result.allDoneMs / 1000).toFixed(1)} s`,
    );
    log(
      `  /api/health p95 ${result.health.p95.toFixed(1)} ms (n=${result.health.n}; ${quiet.health.p95.toFixed(1)} ms before the uploads), ` +
        `venue read p95 ${result.venue.p95.toFixed(1)} ms (n=${result.venue.n}; ${quiet.venue.p95.toFixed(1)} ms before)`,
    );
    return result;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measurePhotoUploads(root, { quick = false, log = () => {} } = {}) {
  const jpeg = await cameraJpeg();
  const { width, height } = await sharp(jpeg).metadata();
  log(`  the photo: ${width} × ${height}, ${(jpeg.length / 1e6).toFixed(1)} MB`);
  const variants = await pipelineTimes(jpeg, quick ? 4 : 10, log);
  log(`  variants p50 ${variants.p50.toFixed(0)} ms, p95 ${variants.p95.toFixed(0)} ms`);
  const during = await readsDuringUploads(root, jpeg, { uploads: 10, log });
  return { photoBytes: jpeg.length, width, height, variants, during };
}
