import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileIdOf } from '../support/test-rows.js';
import { errorWith, useTestApp, API_KEY, type TestUser } from './support/test-app.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function hs256(payload: object, secret: string) {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const SECRET = 'test-secret-test-secret-test-secret!';

describe('authentication', () => {
  let user: TestUser;
  let userId: string;
  const profileUrl = () => `/api/holidaze/profiles/${user.name}`;
  const withToken = (token: string) => ({
    authorization: `Bearer ${token}`,
    'x-noroff-api-key': API_KEY,
  });

  const t = useTestApp('pglite', { jwtSecret: SECRET });
  beforeAll(async () => {
    user = await t.createUser('token_user');
    userId = await profileIdOf(t.db, 'token_user');
  });

  it('checks the token first, then the key, with the contract messages', async () => {
    expect((await t.call('GET', profileUrl())).body).toMatchObject(
      errorWith(401, 'No authorization header was found'),
    );
    expect(
      (await t.call('GET', profileUrl(), { headers: { authorization: 'Token abc' } })).body,
    ).toMatchObject(
      errorWith(
        400,
        'Bad format in request authorization header. Correct format is Authorization: Bearer [token]',
      ),
    );
    expect(
      (
        await t.call('GET', profileUrl(), {
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).body,
    ).toMatchObject(errorWith(401, 'No API key header was found'));
    expect(
      (
        await t.call('GET', profileUrl(), {
          headers: { authorization: `Bearer ${user.token}`, 'x-noroff-api-key': 'nope' },
        })
      ).body,
    ).toMatchObject(errorWith(403, 'Invalid API key'));
    expect((await t.call('GET', profileUrl(), { user })).status).toBe(200);
  });

  it('a token signed by us with a live expiry is accepted (the forgery below differs only in what it breaks)', async () => {
    const valid = hs256({ sub: userId, exp: Math.floor(Date.now() / 1000) + 60 }, SECRET);
    expect((await t.call('GET', profileUrl(), { headers: withToken(valid) })).status).toBe(200);
  });

  const forged: [string, () => string][] = [
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId })}.`],
    [
      'a wrong secret',
      () =>
        hs256(
          { sub: userId, exp: Math.floor(Date.now() / 1000) + 60 },
          'another-secret-another-secret-12',
        ),
    ],
    [
      'an expired date',
      () => hs256({ sub: userId, exp: Math.floor(Date.now() / 1000) - 60 }, SECRET),
    ],
    [
      'a tampered payload',
      () => {
        const [head, , signature] = hs256(
          { sub: userId, exp: Math.floor(Date.now() / 1000) + 60 },
          SECRET,
        ).split('.');
        return `${head}.${b64({ sub: '00000000-0000-4000-8000-000000000000', exp: 9999999999 })}.${signature}`;
      },
    ],
  ];
  for (const [name, make] of forged) {
    it(`refuses a token with ${name}: 401`, async () => {
      expect(
        (await t.call('GET', profileUrl(), { headers: withToken(make()) })).body,
      ).toMatchObject(errorWith(401, 'Invalid authorization token. Please login again'));
    });
  }

  it('says the same for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: 'wrong password' },
    });
    const unknown = await t.call('POST', '/api/auth/login', {
      body: { email: 'nobody@stud.noroff.no', password: 'whatever1' },
    });
    expect(wrong.body).toMatchObject(errorWith(401, 'Invalid email or password'));
    expect(wrong.body.errors[0].code).toBe('account.invalidCredentials');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('never returns the password or its hash', async () => {
    const login = await t.call('POST', '/api/auth/login?_holidaze=true', {
      body: { email: user.email, password: 'correct horse battery' },
    });
    expect(login.response.body).not.toMatch(/password|scrypt\$/i);
    expect(login.body.data).toMatchObject({
      name: user.name,
      venueManager: false,
      accessToken: expect.any(String),
    });
  });
});

describe('rate limits', () => {
  const t = useTestApp('pglite', { authRateLimit: { max: 3, windowMs: 60_000 } });

  it('refuses the fourth login in a minute with 429 and retry-after', async () => {
    const attempt = () =>
      t.call('POST', '/api/auth/login', {
        body: { email: 'a@stud.noroff.no', password: 'whatever1' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.body).toMatchObject(errorWith(429, 'Too many requests, please try again later'));
    expect(limited.response.headers['retry-after']).toBeDefined();
  });
});

describe('bad input never reaches a 500', () => {
  let host: TestUser;
  const t = useTestApp('pglite', { bodyLimitBytes: 2048 });
  beforeAll(async () => {
    host = await t.createUser('input_host', { venueManager: true });
  });

  it('malformed JSON is a 400, another content type a 415, a big body a 413', async () => {
    const post = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/holidaze/venues',
        headers: { ...host.headers, 'content-type': contentType },
        payload,
      });
    const malformed = await post('{"name": ', 'application/json');
    expect([malformed.statusCode, malformed.json().errors[0].message]).toEqual([
      400,
      'Malformed JSON in request body',
    ]);
    expect((await post('name=x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect(
      (await post(JSON.stringify({ name: 'x'.repeat(5000) }), 'application/json')).statusCode,
    ).toBe(413);
  });

  it('accepts an empty JSON body on DELETE', async () => {
    const venue = await t.call('POST', '/api/holidaze/venues', {
      user: host,
      body: { name: 'Gone soon', description: 'x', price: 1, maxGuests: 1 },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/holidaze/venues/${venue.body.data.id}`,
      headers: { ...host.headers, 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('lists every validation problem with its path', async () => {
    const bad = await t.call('POST', '/api/holidaze/venues', {
      user: host,
      body: { price: -1, maxGuests: 101, media: [{ url: 'javascript:alert(1)' }] },
    });
    expect(bad.status).toBe(400);
    const messages = bad.body.errors.map((e: { message: string; path: unknown[] }) => [
      e.path.join('.'),
      e.message,
    ]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['name', 'Name is required'],
        ['description', 'Description is required'],
        ['price', 'You cannot pay guests to stay at your venue'],
        ['maxGuests', 'A venue cannot accommodate more than 100 guests'],
        ['media.0.url', expect.any(String)],
      ]),
    );
  });

  it('answers unknown routes, bad uuids and unknown sort fields with 4xx envelopes', async () => {
    expect((await t.call('GET', '/api/nowhere')).body).toMatchObject(
      errorWith(404, 'Route GET:/api/nowhere not found'),
    );
    expect((await t.call('GET', '/api/holidaze/venues/123')).body).toMatchObject(
      errorWith(400, 'Invalid uuid'),
    );
    expect((await t.call('GET', '/api/holidaze/venues?sort=password')).status).toBe(400);
    expect((await t.call('GET', '/api/holidaze/venues/search')).body).toMatchObject(
      errorWith(400, 'Query is required'),
    );
    expect((await t.call('GET', '/api/holidaze/venues/search?q=')).body).toMatchObject(
      errorWith(400, 'Query cannot be empty'),
    );
  });
});
