import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { inTurn, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Behind a proxy that appends the address it saw to X-Forwarded-For (nginx's
 * `$proxy_add_x_forwarded_for`), the header's first entries are whatever the client wrote.
 * Trusting every hop (`TRUST_PROXY=true`) makes one of those the client address, so a new
 * forged entry per attempt escapes every per-address limit. Naming the proxies
 * (`TRUST_PROXY=127.0.0.1`, a CIDR, or `loopback`) takes the last address no trusted proxy
 * vouches for: the one the proxy itself saw.
 */
describe('TRUST_PROXY naming the proxies', () => {
  it('reads true, false, and a list of addresses, CIDRs and proxy-addr names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8 ,192.0.2.7' }).trustProxy,
    ).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '192.0.2.7']);
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'loopback,', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  describe('30 logins, each with a forged X-Forwarded-For entry, through one proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      // inject() comes from 127.0.0.1: that is the proxy.
      t = await startTestApp('pglite', {
        trustProxy: ['127.0.0.1'],
        authRateLimit: { max: 10, windowMs: 60_000 },
      });
    });
    afterAll(() => t?.close());

    it('count against the address the proxy saw: the 11th and later are 429', async () => {
      const statuses = await inTurn(30, async (i) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          // What the client wrote, then what the proxy appended.
          headers: { 'x-forwarded-for': `198.18.${i}.1, 203.0.113.9` },
          payload: { email: `forged${i}@stud.noroff.no`, password: 'wrong-password' },
        });
        return response.statusCode;
      });
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
      // Another client behind the same proxy is not affected.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '203.0.113.10' },
        payload: { email: 'forged0@stud.noroff.no', password: 'wrong-password' },
      });
      expect(other.statusCode).toBe(401);
    });
  });
});
