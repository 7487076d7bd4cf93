import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.js';

/**
 * The general API limit is keyed on the client's address as the network gives it: an IPv6 /64
 * (what one subscriber is handed) is one client, an IPv4 address mapped into IPv6 is that IPv4
 * address, and distinct IPv4 addresses are distinct clients.
 */
describe('the general rate limit, by client address', () => {
  const t = useTestApp('pglite', { rateLimit: { max: 3, windowMs: 600_000 } });

  const statusFrom = async (remoteAddress: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/holidaze/venues', remoteAddress })).statusCode;

  it('counts every address of one IPv6 /64 as one client, and no other /64 with it', async () => {
    const statuses = [];
    for (const host of ['a', 'b', 'c', 'd'])
      statuses.push(await statusFrom(`2001:db8:1:2::${host}`));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await statusFrom('2001:db8:1:3::a')).toBe(200);
  });

  it('counts an IPv4 address the same, written plain or mapped into IPv6', async () => {
    const statuses = [];
    for (const address of ['198.51.100.40', '::ffff:198.51.100.40', '198.51.100.40']) {
      statuses.push(await statusFrom(address));
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect(await statusFrom('::ffff:198.51.100.40')).toBe(429);
    expect(await statusFrom('198.51.100.41')).toBe(200);
  });
});
