import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/database-errors.js';
import { registerErrorHandling, UNAVAILABLE_MESSAGE } from '../../src/http/error-handler.js';
import {
  createEmptyPostgresDatabase,
  describeEachEngine,
  freePort,
  postgresTestUrl,
} from '../support/index.js';
import { appOverDatabase, type AppOverDatabase } from './support/app-over-database.js';

const runOnPostgres = postgresTestUrl() || process.env.CI === 'true' ? describe : describe.skip;

const unavailable = {
  errors: [{ code: 'server.unavailable', message: UNAVAILABLE_MESSAGE }],
  status: 'Service Unavailable',
  statusCode: 503,
};

describe('errors that mean "the database cannot serve now"', () => {
  it('are told from errors the request caused', () => {
    const pgError = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['08006', '08001', '57P01', '57P03', '53300', '53100', '57014', '40P01']) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    }
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE']) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ cause: pgError('08006') })).toBe(true);
    for (const code of ['23505', '23P01', '22P02', '42P01']) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('become a 503 in the envelope with Retry-After (disk full, shutting down), not a 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/:code', async (request) => {
      const { code } = request.params as { code: string };
      throw Object.assign(new Error(`database said ${code}`), { code });
    });
    for (const code of ['53100', '57P01', '08006', 'ECONNREFUSED']) {
      const response = await app.inject({ method: 'GET', url: `/${code}` });
      expect(response.statusCode, code).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toEqual(unavailable);
    }
    expect((await app.inject({ method: 'GET', url: '/XX000' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('PostgreSQL that is not there (connection refused)', () => {
  let s: AppOverDatabase;
  beforeAll(async () => {
    const port = await freePort();
    s = await appOverDatabase(`postgres://postgres@127.0.0.1:${port}/nothing`, {
      prepare: false,
      timeouts: { connectTimeoutMs: 500 },
    });
  });
  afterAll(() => s?.close());

  it('every endpoint that reads answers 503 with Retry-After', async () => {
    for (const url of ['/api/holidaze/venues', '/api/holidaze/venues/search?q=x']) {
      const response = await s.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toEqual(unavailable);
    }
    const health = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
  });
});

runOnPostgres('PostgreSQL refusing connections (too many connections)', () => {
  const role = `limited_${randomBytes(4).toString('hex')}`;
  let database: { url: string; drop(): Promise<void> };
  let s: AppOverDatabase;
  const asSuperuser = async (query: string) => {
    const client = new pg.Client({ connectionString: postgresTestUrl() });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    // A role allowed no connection at all: PostgreSQL answers 53300 to each.
    await asSuperuser(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`);
    const url = new URL(database.url);
    url.username = role;
    s = await appOverDatabase(url.toString(), { prepare: false });
  });
  afterAll(async () => {
    await s?.close();
    await database?.drop();
    await asSuperuser(`DROP ROLE IF EXISTS ${role}`);
  });

  it('answers 503 with Retry-After', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/api/holidaze/venues' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual(unavailable);
  });
});

describeEachEngine('the health check', (engine) => {
  let s: AppOverDatabase;
  let drop = async () => {};
  beforeAll(async () => {
    let url: string | undefined;
    if (engine === 'postgres') {
      const database = await createEmptyPostgresDatabase({ migrated: true });
      drop = database.drop;
      url = database.url;
    }
    s = await appOverDatabase(url);
  });
  afterAll(async () => {
    await s?.close();
    await drop();
  });

  const health = () => s.app.inject({ method: 'GET', url: '/api/health' });
  /** Through the app whose deadline (and so its check's timer) leaves the most room. */
  const healthy = () => s.setup.inject({ method: 'GET', url: '/api/health' });

  it('is 200 when the database reads and writes', async () => {
    const response = await healthy();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
  });

  it('answers 503 on its own timer when the database does not answer', async () => {
    // PostgreSQL: another session locks the migrations table, so the check's first read waits;
    // PGlite: a transaction holds its only connection.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: Promise<unknown>;
    if (s.url) {
      const client = new pg.Client({ connectionString: s.url });
      await client.connect();
      await client.query('BEGIN');
      await client.query('LOCK TABLE kysely_migration IN ACCESS EXCLUSIVE MODE');
      holding = released.then(() => client.query('COMMIT')).finally(() => client.end());
    } else {
      let held!: () => void;
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      holding = s.db.transaction().execute(async () => {
        held();
        await released;
      });
      await isHeld;
    }
    try {
      // Held until after the answer: answering at all is the check's timer (HEALTH_TIMEOUT_MS);
      // how soon depends on the machine and is not asserted.
      const response = await health();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'not answering' });
    } finally {
      release();
      await holding;
    }
    expect((await healthy()).statusCode).toBe(200);
  });

  it('notices a database that cannot write (read-only) and says so', async () => {
    let readOnly: AppOverDatabase | undefined;
    try {
      if (s.url) {
        // A pool whose sessions start read-only, as on a standby or a nearly full managed disk.
        const url = new URL(s.url);
        url.searchParams.set('options', '-c default_transaction_read_only=on');
        readOnly = await appOverDatabase(url.toString(), { prepare: false });
      } else {
        await sql`SET default_transaction_read_only = on`.execute(s.db);
      }
      const response = await (readOnly ?? s).app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'read-only' });
    } finally {
      await readOnly?.close();
      if (!s.url) await sql`SET default_transaction_read_only = off`.execute(s.db);
    }
    expect((await healthy()).statusCode).toBe(200);
  });
});
