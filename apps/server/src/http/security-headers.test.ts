import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api/support/test-app.js';

describe('security headers', () => {
  const t = useTestApp('pglite');

  it('sends a CSP without inline script, and refuses framing and sniffing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/holidaze/venues' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeDefined();
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});
