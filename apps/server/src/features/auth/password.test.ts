import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from '../../config.js';
import { ApiError } from '../../http/api-error.js';
import {
  HASHING_BUSY_MESSAGE,
  createPasswordHasher,
  hashPassword,
  verifyPassword,
  type DeriveKey,
} from './password.js';

const LOW = TEST_PASSWORD_HASH_COST;

describe('password hashing', () => {
  it('stores scrypt with its cost and a fresh salt, never the password', async () => {
    const [first, second] = await Promise.all([
      hashPassword('holiday in Bergen', LOW),
      hashPassword('holiday in Bergen', LOW),
    ]);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('Bergen');
    expect(first).not.toBe(second);
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('holiday in Bergen', LOW);
    expect(await verifyPassword('holiday in Bergen', stored)).toBe(true);
    expect(await verifyPassword('holiday in bergen', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses a stored value that is not a hash it made', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$1$1$$')).toBe(false);
  });

  // The one test at production cost (about 0.5 s and 128 MiB per hash).
  it('works at the full cost (N=2^17), and a hash made at one cost verifies after the cost changed', async () => {
    const production = createPasswordHasher({ log2N: 17, concurrency: 1, queueLimit: 4 });
    const cheap = createPasswordHasher({ log2N: LOW, concurrency: 1, queueLimit: 4 });
    const strong = await production.hash('holiday in Bergen');
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$/);
    const weak = await cheap.hash('holiday in Bergen');
    expect(weak).toMatch(/^scrypt\$1024\$8\$1\$/);
    // Raised and lowered: each hash verifies at the cost written in it.
    expect(await production.verify('holiday in Bergen', weak)).toBe(true);
    expect(await cheap.verify('holiday in Bergen', strong)).toBe(true);
    expect(await cheap.verify('holiday in bergen', strong)).toBe(false);
  });
});

/** A key derivation the test finishes by hand: `pending` holds one release per hash started. */
function heldDerive() {
  const pending: (() => void)[] = [];
  const derive: DeriveKey = (password) =>
    new Promise((resolve) => pending.push(() => resolve(Buffer.from(password.padEnd(32, '.')))));
  return { derive, pending };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the hashing queue', () => {
  it('runs at most `concurrency` hashes, lets `queueLimit` wait, and refuses more with 503 and Retry-After', async () => {
    const { derive, pending } = heldDerive();
    const hasher = createPasswordHasher({ log2N: LOW, concurrency: 2, queueLimit: 3, derive });
    const accepted = Array.from({ length: 5 }, (_, i) => hasher.hash(`password ${i}`));
    await flush();
    expect(pending).toHaveLength(2);
    expect(hasher.load()).toEqual({ running: 2, waiting: 3 });

    const refused = await hasher.verify('one too many', 'scrypt$1024$8$1$c2FsdA==$aGFzaA==').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: HASHING_BUSY_MESSAGE,
      retryAfterSeconds: expect.any(Number),
    });
    expect(pending).toHaveLength(2);

    // Finishing one lets exactly one waiting hash start, in order.
    pending.shift()!();
    await flush();
    expect(pending).toHaveLength(2);
    expect(hasher.load()).toEqual({ running: 2, waiting: 2 });
    while (pending.length > 0) {
      pending.shift()!();
      await flush();
    }
    expect((await Promise.all(accepted)).every((hash) => hash.startsWith('scrypt$1024$'))).toBe(
      true,
    );
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its slot when a hash fails', async () => {
    const hasher = createPasswordHasher({
      log2N: LOW,
      concurrency: 1,
      queueLimit: 0,
      derive: () => Promise.reject(new Error('out of memory')),
    });
    await expect(hasher.hash('x')).rejects.toThrow('out of memory');
    await expect(hasher.hash('x')).rejects.toThrow('out of memory');
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
});
