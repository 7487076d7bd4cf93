import { describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE } from '../../src/http/json-parser.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/http/json-depth.js';
import { findNulCharacter } from '../../src/http/nul-characters.js';
import { useTestApp } from './support/test-app.js';

/** `{"a":{"a":…}}` nested `levels` deep: 10 000 levels is about 60 KB, 20 KB as arrays. */
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('deeply nested JSON', () => {
  const t = useTestApp('pglite');
  const [user] = t.useHostAndGuests('deep_nester');

  it('is a 400 in the envelope on every endpoint that takes a body, never a 500', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const endpoints = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({
          method: method.toUpperCase() as 'POST',
          url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        })),
    );
    expect(endpoints.length).toBeGreaterThanOrEqual(8);
    for (const { method, url } of endpoints) {
      for (const payload of [nestedArrays(10_000), nestedObjects(10_000)]) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...user.headers, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json()).toMatchObject({
          errors: [{ message: JSON_TOO_DEEP_MESSAGE }],
          statusCode: 400,
        });
      }
    }
  });

  it('accepts a body exactly at the limit (it is then judged by the schema as usual)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/holidaze/venues',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: nestedObjects(MAX_JSON_DEPTH),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(JSON_TOO_DEEP_MESSAGE);
  });

  it('a deep query string does not nest: bracket keys stay flat, never a 500', async () => {
    const deep = `${'a'}${'[a]'.repeat(5_000)}=1`;
    for (const url of ['/api/holidaze/venues', '/api/holidaze/venues/search', '/api/auth/login']) {
      const response = await t.app.inject({
        method: url.endsWith('login') ? 'POST' : 'GET',
        url: `${url}?${deep}&q=x`,
        ...(url.endsWith('login') ? { payload: { email: 'x@stud.noroff.no', password: 'x' } } : {}),
      });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('the depth and NUL walks are iterative: 100 000 levels do not overflow the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 ? { a: deep } : [deep];
    expect(nestsDeeperThan(deep, MAX_JSON_DEPTH)).toBe(true);
    expect(findNulCharacter(deep)).toHaveLength(100_000);
    expect(findNulCharacter({ a: ['ok', { b: 'n\u0000' }], c: 'x\u0000' })).toEqual(['a', 1, 'b']);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
  });
});
