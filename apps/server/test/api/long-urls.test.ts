import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp, type TestApp } from './support/test-app.js';

describe('very long URLs', () => {
  const t = useTestApp('pglite');

  it('a path parameter longer than the router allows is a 414 that does not echo the URL', async () => {
    const marker = 'x'.repeat(5_000);
    for (const url of [
      `/api/holidaze/venues/${marker}`,
      `/api/holidaze/profiles/${marker}/bookings`,
      `/api/holidaze/bookings/${marker}`,
      `/media/venues/${marker}.svg`,
    ]) {
      const response = await expectPathTooLong(t.app, url);
      expect(response.body).not.toContain('xxxxxxxxxx');
    }
  });

  it('a 404 repeats at most the first 100 characters of an enormous URL', async () => {
    for (const url of [`/api/${'y'.repeat(8_000)}`, `/nowhere/${'y'.repeat(8_000)}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      const message = (response.json() as { errors: { message: string }[] }).errors[0]!.message;
      expect(message).toMatch(/^Route GET:\/(api|nowhere)\/y+… not found$/);
      expect(message.length).toBeLessThan(130);
    }
  });
});

/**
 * With the web app built, `GET /*` serves its pages; the router preferred that catch-all to a
 * parametric route whose parameter was too long, so such a GET got the catch-all's 404.
 */
describe('very long path parameters with the web app built', () => {
  const dist = mkdtempSync(join(tmpdir(), 'holidaze-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Holidaze</title>');
    t = await startTestApp('pglite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('a GET with a path parameter over 100 characters is a 414, from 101 characters on', async () => {
    for (const length of [101, 150, 5_000]) {
      const marker = 'x'.repeat(length);
      for (const url of [
        `/api/holidaze/venues/${marker}`,
        `/api/holidaze/venues/${marker}?_owner=true`,
        `/api/holidaze/profiles/${marker}/bookings`,
        `/api/holidaze/bookings/${marker}`,
        `/media/venues/${marker}.svg`,
      ]) {
        await expectPathTooLong(t.app, url);
      }
    }
  });

  it('a parameter of 100 characters is still routed, and other long paths keep their answers', async () => {
    const hundred = await t.app.inject({
      method: 'GET',
      url: `/api/holidaze/venues/${'x'.repeat(100)}`,
    });
    expect(hundred.statusCode).toBe(400);
    // No route has that shape: a 404, as without the build.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/${'y'.repeat(8_000)}` })).statusCode,
    ).toBe(404);
    // A page of the web app: its own router decides.
    const page = await t.app.inject({ method: 'GET', url: `/venue/${'z'.repeat(500)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Holidaze</title>');
  });
});

/** A GET of `url` is refused with 414 for a too-long path parameter, in the error envelope. */
async function expectPathTooLong(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(414);
  expect(response.json()).toMatchObject({
    errors: [{ message: 'A path parameter in the URL is too long' }],
    statusCode: 414,
  });
  return response;
}
