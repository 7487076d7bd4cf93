import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/api/support/test-app.js';

describe('serving the built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'holidaze-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>Holidaze</title>${' '.repeat(4_000)}`,
    );
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    t = await startTestApp('pglite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a deep link with index.html, compressed and revalidated', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/venue/123?guests=2',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths, missing files and other methods with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/media/missing.svg'],
      ['GET', '/missing.png'],
      ['POST', '/browse'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({
        statusCode: 404,
        errors: [{ message: expect.any(String) }],
      });
    }
  });
});
