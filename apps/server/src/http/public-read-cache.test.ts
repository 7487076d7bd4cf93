import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodedBody, preferredEncoding, PublicReadCache } from './public-read-cache.js';

const response = (text: string) => ({
  body: Buffer.from(text),
  etag: `"${text.length}"`,
  contentType: 'application/json; charset=utf-8',
});

describe('PublicReadCache', () => {
  it('keeps nothing until the change notifications are heard, and nothing once they may be missed', () => {
    const cache = new PublicReadCache();
    cache.keep('/a', cache.generation, response('a'));
    expect(cache.find('/a')).toBeUndefined();
    cache.turn(true);
    cache.keep('/a', cache.generation, response('a'));
    expect(cache.find('/a')?.body.toString()).toBe('a');
    cache.turn(false);
    expect(cache.find('/a')).toBeUndefined();
  });

  it('refuses a response computed across a change', () => {
    const cache = new PublicReadCache();
    cache.turn(true);
    const began = cache.generation;
    cache.invalidate();
    cache.keep('/a', began, response('stale'));
    expect(cache.find('/a')).toBeUndefined();
    cache.keep('/a', cache.generation, response('fresh'));
    expect(cache.find('/a')?.body.toString()).toBe('fresh');
  });

  it('stays within its limits, dropping the least recently used first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 40 })), {
          maxLength: 200,
        }),
        (steps) => {
          const cache = new PublicReadCache({ entries: 8, bytes: 100, entryBytes: 30 });
          cache.turn(true);
          for (const [key, size] of steps) {
            if (size % 3 === 0) cache.find(`/${key}`);
            else cache.keep(`/${key}`, cache.generation, response('x'.repeat(size)));
            expect(cache.size).toBeLessThanOrEqual(8);
          }
        },
      ),
    );
    const cache = new PublicReadCache({ entries: 2, bytes: 1_000, entryBytes: 10 });
    cache.turn(true);
    cache.keep('/a', cache.generation, response('a'));
    cache.keep('/b', cache.generation, response('b'));
    cache.find('/a');
    cache.keep('/c', cache.generation, response('c'));
    cache.keep('/big', cache.generation, response('x'.repeat(11)));
    expect([cache.find('/a'), cache.find('/b'), cache.find('/c'), cache.find('/big')]).toEqual([
      expect.anything(),
      undefined,
      expect.anything(),
      undefined,
    ]);
  });

  it('compresses once per encoding, to the same bytes when decompressed', () => {
    const cache = new PublicReadCache();
    cache.turn(true);
    cache.keep('/a', cache.generation, response(JSON.stringify({ text: 'lake '.repeat(500) })));
    const entry = cache.find('/a')!;
    const br = encodedBody(entry, 'br');
    expect(encodedBody(entry, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(entry.body)).toBe(true);
    expect(gunzipSync(encodedBody(entry, 'gzip')).equals(entry.body)).toBe(true);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', undefined],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('never picks an encoding the client gave q=0', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('br', 'gzip', 'deflate', '*'),
            fc.constantFrom('', ';q=0', ';q=0.3'),
          ),
          {
            maxLength: 5,
          },
        ),
        (parts) => {
          const header = parts.map(([name, q]) => name + q).join(', ');
          const picked = preferredEncoding(header);
          if (picked === undefined) return;
          const named = parts.filter(([name]) => name === picked);
          const weight =
            named.length > 0 ? named.at(-1)![1] : parts.filter(([n]) => n === '*').at(-1)?.[1];
          expect(weight).not.toBe(';q=0');
        },
      ),
    );
  });
});
