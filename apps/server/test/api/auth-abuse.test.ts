import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/open-database.js';
import { createApiKeyRepository } from '../../src/features/auth/api-key-repository.js';
import {
  HASHING_BUSY_MESSAGE,
  scryptKey,
  type DeriveKey,
} from '../../src/features/auth/password.js';
import {
  createEmptyPostgresDatabase,
  describeEachEngine,
  postgresTestUrl,
} from '../support/index.js';
import {
  API_KEY,
  PASSWORD,
  createUser,
  errorWith,
  inTurn,
  startTestApp,
  type Json,
  useTestApp,
  type TestApp,
} from './support/test-app.js';

const IP_LIMIT_MESSAGE = 'Too many requests, please try again later';

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-11-23T12:00:00.000Z')) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { ip?: string; userAgent?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
    payload: { email, password },
  });
  return {
    status: response.statusCode,
    body: response.json() as Json,
    retryAfter: response.headers['retry-after'],
  };
}

describeEachEngine(
  'login and register limits are per client address, whatever the User-Agent',
  (engine) => {
    const t = useTestApp(engine, { authRateLimit: { max: 10, windowMs: 60_000 } });

    it('30 wrong passwords with 30 User-Agents from one address: the 11th and later are 429 with Retry-After', async () => {
      const statuses = await inTurn(30, async (i) => {
        // Another account each time, so only the address limit can refuse.
        const answer = await login(t.app, `victim${i}@stud.noroff.no`, 'wrong-password', {
          userAgent: `Mozilla/5.0 attacker-${i}`,
        });
        if (answer.status === 429) {
          expect(answer.body).toMatchObject(errorWith(429, IP_LIMIT_MESSAGE));
          expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        }
        return answer.status;
      });
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
      // Another address is not affected.
      expect(
        (await login(t.app, 'victim0@stud.noroff.no', 'wrong-password', { ip: '198.51.100.9' }))
          .status,
      ).toBe(401);
    });

    it('registration is limited per address too, whatever the User-Agent', async () => {
      const statuses = await inTurn(12, async (i) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '192.0.2.44',
          headers: { 'user-agent': `bot-${i}` },
          payload: { name: `bot_${i}`, email: `bot_${i}@stud.noroff.no`, password: PASSWORD },
        });
        return response.statusCode;
      });
      expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    });
  },
);

describeEachEngine('failed logins back off per account', (engine) => {
  const clock = manualClock();
  const email = 'owner@stud.noroff.no';
  // Each attempt from another address: only the account's back-off can refuse.
  let n = 0;
  const attempt = (password: string) =>
    login(t.app, email, password, { ip: `10.1.0.${(n += 1) % 250}` });

  const t = useTestApp(engine, {}, { now: clock.now });
  beforeAll(async () => {
    await t.createUser('owner');
  });

  it('allows five failures, then refuses for 1 s, 2 s, 4 s … with Retry-After and a message saying when', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password')).status).toBe(401);

    const refused = await attempt('wrong-password');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('1');
    expect(refused.body).toMatchObject(
      errorWith(429, 'Too many failed login attempts for this account. Try again in 1 second.'),
    );
    // Even the right password waits: the back-off is checked before any password.
    expect((await attempt(PASSWORD)).status).toBe(429);

    clock.advance(1_000);
    expect((await attempt('wrong-password')).status).toBe(401); // the 6th failure: 2 s
    expect((await attempt('wrong-password')).retryAfter).toBe('2');
    clock.advance(1_000);
    expect((await attempt('wrong-password')).retryAfter).toBe('1');
    clock.advance(1_000);
    expect((await attempt('wrong-password')).status).toBe(401); // the 7th failure: 4 s
    expect((await attempt('wrong-password')).retryAfter).toBe('4');
  });

  it('grows to at most 15 minutes, and then the rightful owner gets in and the count starts again', async () => {
    // Refused attempts do not count; only a failure after each window grows it.
    for (let i = 0; i < 15; i += 1) {
      const refused = await attempt('wrong-password');
      clock.advance(Number(refused.retryAfter ?? 0) * 1_000);
      expect((await attempt('wrong-password')).status).toBe(401);
    }
    const capped = await attempt('wrong-password');
    expect(capped.status).toBe(429);
    expect(capped.retryAfter).toBe('900');
    expect(capped.body).toMatchObject(
      errorWith(429, 'Too many failed login attempts for this account. Try again in 15 minutes.'),
    );

    clock.advance(15 * 60_000);
    expect((await attempt(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password')).status).toBe(401);
    expect((await attempt('wrong-password')).status).toBe(429);
  });

  it('says the same for an e-mail without an account (no enumeration)', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t.app, 'nobody@stud.noroff.no', 'x', { ip: `10.2.0.${i}` })).status).toBe(
        401,
      );
    }
    const refused = await login(t.app, 'NoBody@stud.noroff.no ', 'x', { ip: '10.2.0.99' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(
      errorWith(429, 'Too many failed login attempts for this account. Try again in 1 second.'),
    );
  });
});

describeEachEngine('the general rate limit counts the API only', (engine) => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'holidaze-web-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Holidaze</title>');
    writeFileSync(join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(distDir, 'assets', 'app-1234.css'), 'body{}');
    t = await startTestApp(engine, {
      rateLimit: { max: 3, windowMs: 600_000 },
      webDistDir: distDir,
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('pages, scripts, styles and images far beyond the limit are all 200, and the API still answers', async () => {
    const urls = [
      '/',
      '/venues/abc',
      '/assets/app-1234.js',
      '/assets/app-1234.css',
      '/media/venues/3.svg',
    ];
    for (let round = 0; round < 10; round += 1) {
      for (const url of urls) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.1' });
        expect(response.statusCode, url).toBe(200);
      }
    }
    const api = () =>
      t.app.inject({ method: 'GET', url: '/api/holidaze/venues', remoteAddress: '192.0.2.1' });
    for (let i = 0; i < 3; i += 1) expect((await api()).statusCode).toBe(200);
    // The API's own limit still holds, with a changing User-Agent too.
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/holidaze/venues',
      remoteAddress: '192.0.2.1',
      headers: { 'user-agent': 'something new' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describeEachEngine('password hashing is bounded', (engine) => {
  let hold = false;
  const held: (() => void)[] = [];
  let derived = 0;
  const derive: DeriveKey = (password, salt, cost) => {
    derived += 1;
    if (!hold) return scryptKey(password, salt, cost);
    return new Promise((resolve, reject) =>
      held.push(() => scryptKey(password, salt, cost).then(resolve, reject)),
    );
  };
  const waitFor = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setImmediate(resolve));
  };

  const t = useTestApp(
    engine,
    { passwordHashConcurrency: 1, passwordHashQueue: 1 },
    { derivePasswordKey: derive },
  );
  beforeAll(async () => {
    await t.createUser('busy');
  });

  it('a login beyond the queue is refused at once with 503 in the envelope and Retry-After; the others complete', async () => {
    hold = true;
    const first = login(t.app, 'busy@stud.noroff.no', PASSWORD, { ip: '10.9.0.1' });
    await waitFor(() => held.length === 1);
    // One of these takes the only place in the queue; the other is one too many.
    const others = [
      login(t.app, 'busy@stud.noroff.no', 'wrong-password', { ip: '10.9.0.2' }),
      login(t.app, 'busy@stud.noroff.no', 'wrong-password', { ip: '10.9.0.3' }),
    ];
    const refused = await Promise.race(others);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject(errorWith(503, HASHING_BUSY_MESSAGE));
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);

    hold = false;
    held.shift()!();
    expect((await first).status).toBe(200);
    expect((await Promise.all(others)).map((answer) => answer.status).sort()).toEqual([401, 503]);
  });

  it('a 1 MB password at login is a 400 and never reaches the hash', async () => {
    const before = derived;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'busy@stud.noroff.no', password: 'p'.repeat(1_000_000) },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject(
      errorWith(400, 'Password cannot be greater than 256 characters'),
    );
    expect(derived).toBe(before);
  });
});

const postgresDescribe = postgresTestUrl() || process.env.CI === 'true' ? describe : describe.skip;

postgresDescribe('two instances over one PostgreSQL share the authentication limits', () => {
  const clock = manualClock();
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let dataDir: string;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase({ migrated: true });
    dataDir = mkdtempSync(join(tmpdir(), 'holidaze-two-instances-'));
    for (let i = 0; i < 2; i += 1) {
      const handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
      handles.push(handle);
      const config = testConfig({
        dataDir,
        clientApiKey: API_KEY,
        webDistDir: join(dataDir, 'no-web-build'),
        authRateLimit: { max: 4, windowMs: 60_000 },
      });
      await createApiKeyRepository(handle.db).provisionClientKey(API_KEY);
      const app = await buildApp(config, handle.db, { now: clock.now });
      await app.ready();
      apps.push(app);
    }
    await createUser(apps[0]!, 'shared', {});
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('attempts from one address spread over both instances meet one limit', async () => {
    const statuses = await inTurn(
      6,
      async (i) =>
        (await login(apps[i % 2]!, `spread${i}@stud.noroff.no`, 'x', { ip: '192.0.2.200' })).status,
    );
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // The window ends for both instances on the same clock.
    clock.advance(60_000);
    expect(
      (await login(apps[1]!, 'spread9@stud.noroff.no', 'x', { ip: '192.0.2.200' })).status,
    ).toBe(401);
  });

  it("an account's failures spread over both instances still back off", async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await login(apps[i % 2]!, 'shared@stud.noroff.no', 'wrong', {
        ip: `10.7.0.${i}`,
      });
      expect(answer.status).toBe(401);
    }
    for (const app of apps) {
      const refused = await login(app, 'shared@stud.noroff.no', PASSWORD, { ip: '10.7.1.1' });
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe('1');
    }
    clock.advance(1_000);
    expect(
      (await login(apps[1]!, 'shared@stud.noroff.no', PASSWORD, { ip: '10.7.1.2' })).status,
    ).toBe(200);
  });
});
