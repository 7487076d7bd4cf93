import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('stores scrypt with its cost and a fresh salt, never the password', async () => {
    const [first, second] = await Promise.all([
      hashPassword('holiday in Bergen'),
      hashPassword('holiday in Bergen'),
    ]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('Bergen');
    expect(first).not.toBe(second);
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('holiday in Bergen');
    expect(await verifyPassword('holiday in Bergen', stored)).toBe(true);
    expect(await verifyPassword('holiday in bergen', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses a stored value that is not a hash it made', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$1$1$$')).toBe(false);
  });
});
