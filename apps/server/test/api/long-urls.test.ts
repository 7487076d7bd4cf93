import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('very long URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('a path parameter longer than the router allows is a 414 that does not echo the URL', async () => {
    const marker = 'x'.repeat(5_000);
    for (const url of [
      `/api/holidaze/venues/${marker}`,
      `/api/holidaze/profiles/${marker}/bookings`,
      `/api/holidaze/bookings/${marker}`,
      `/media/venues/${marker}.svg`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(414);
      expect(response.json()).toMatchObject({
        errors: [{ message: 'A path parameter in the URL is too long' }],
        statusCode: 414,
      });
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
