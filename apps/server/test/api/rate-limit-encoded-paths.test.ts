import { describe, expect, it } from 'vitest';
import { errorWith, useTestApp } from './support/test-app.js';

/**
 * The router decodes percent-escapes before matching, so `/%61pi/auth/login` is the login route.
 * Whether a request counts against the limits must follow the route it reached, not the raw
 * URL it was written as: otherwise one escaped letter takes a client out of every limit.
 */
describe('rate limits cannot be escaped by percent-encoding the path', () => {
  const t = useTestApp('pglite', {
    rateLimit: { max: 3, windowMs: 600_000 },
    authRateLimit: { max: 3, windowMs: 60_000 },
  });

  it('logins written as /%61pi/auth/login or /api/auth/log%69n share the address limit', async () => {
    const urls = ['/%61pi/auth/login', '/api/auth/log%69n', '/api/auth/login', '/%61pi/auth/login'];
    const answers = [];
    for (const [i, url] of urls.entries()) {
      answers.push(
        await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: '198.51.100.23',
          payload: { email: `escaped${i}@stud.noroff.no`, password: 'wrong-password' },
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429]);
    expect(answers[3]!.json()).toMatchObject(
      errorWith(429, 'Too many requests, please try again later'),
    );
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the general API limit counts /%61pi/... like /api/...', async () => {
    const statuses: number[] = [];
    for (const url of [
      '/%61pi/holidaze/venues',
      '/api/holidaze/venue%73',
      '/%61pi/holidaze/venues',
    ]) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.24' })).statusCode,
      );
    }
    const fourth = await t.app.inject({
      method: 'GET',
      url: '/%61pi/holidaze/venues',
      remoteAddress: '198.51.100.24',
    });
    expect([...statuses, fourth.statusCode]).toEqual([200, 200, 200, 429]);
  });
});
