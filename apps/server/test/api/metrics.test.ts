import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig, type Config } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/open-database.js';
import { insertProfileAndVenue } from '../support/test-rows.js';
import { createApiKeyRepository } from '../../src/features/auth/api-key-repository.js';
import { createFeedRepository } from '../../src/features/calendar-sync/feed-repository.js';
import { createFeedScheduler } from '../../src/features/calendar-sync/feed-scheduler.js';
import { createMailOutboxRepository } from '../../src/features/notifications/mail-outbox-repository.js';
import { createJobRunner, type Job } from '../../src/jobs/job-runner.js';
import { metricsForServer } from '../../src/metrics/metrics-endpoint.js';
import type { ServerMetrics } from '../../src/metrics/server-metrics.js';
import { createTestDatabase, describeEachEngine } from '../support/index.js';
import { API_KEY } from './support/test-app.js';

/**
 * GET /metrics (metrics/*, docs/deployment-and-scaling.md "Operating"): read, make requests,
 * jobs and mail happen on the test's clock, read again, and every figure has moved by what
 * happened. Over a real socket, on a listener of its own: test/reliability/logs.test.ts.
 */
const TOKEN = 'metrics-token-metrics-token-metrics';
const EMPTY_FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nEND:VCALENDAR\r\n';

/** The value of one sample of the text format, NaN when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]?.split(',') ?? [];
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return Number.NaN;
}

describeEachEngine('GET /metrics', (engine) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let metrics: ServerMetrics;
  let dataDir: string;
  let clock = Date.parse('2031-03-01T12:00:00.000Z');
  const now = () => new Date(clock);

  const build = async (settings: Config['metrics'], withMetrics: ServerMetrics | undefined) => {
    const config = testConfig({
      dataDir,
      clientApiKey: API_KEY,
      webDistDir: join(dataDir, 'no-web-build'),
      metrics: settings,
    });
    const built = await buildApp(config, handle.db, {
      watchChanges: handle.watchChanges,
      metrics: withMetrics,
      now,
    });
    await built.ready();
    return built;
  };
  const scrape = async (target = app) => {
    const response = await target.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    dataDir = mkdtempSync(join(tmpdir(), 'holidaze-metrics-'));
    await createApiKeyRepository(handle.db).provisionClientKey(API_KEY);
    const settings = { port: undefined, host: '127.0.0.1', token: TOKEN };
    metrics = metricsForServer({ metrics: settings }, handle, now)!;
    app = await build(settings, metrics);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('count requests by route pattern and status, and the shared cache’s hits and misses', async () => {
    const before = await scrape();
    const venues = { route: '/api/holidaze/venues/:id', method: 'GET', status: '404' };
    const list = { route: '/api/holidaze/venues', method: 'GET', status: '200' };
    const count = (text: string, labels: Record<string, string>) =>
      sample(text, 'holidaze_http_request_duration_seconds_count', labels) || 0;
    const cache = (text: string, outcome: string) =>
      sample(text, 'holidaze_public_read_cache_requests_total', { outcome });

    for (const id of [
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]) {
      await app.inject({ method: 'GET', url: `/api/holidaze/venues/${id}` });
    }
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/api/holidaze/venues' });
    await app.inject({ method: 'GET', url: '/api/no/such/route' });

    const after = await scrape();
    // Two venues, one series: the label is the route's pattern, never the URL.
    expect(count(after, venues) - count(before, venues)).toBe(2);
    expect(count(after, list) - count(before, list)).toBe(3);
    expect(after).not.toContain('00000000-0000-4000-8000-000000000001');
    const unmatched = { route: 'unmatched', method: 'GET', status: '404' };
    expect(count(after, unmatched) - count(before, unmatched)).toBe(1);
    expect(sample(after, 'holidaze_http_request_duration_seconds_sum', list)).toBeGreaterThan(
      sample(before, 'holidaze_http_request_duration_seconds_sum', list) || 0,
    );
    // Each venue detail and the first list read miss; the next two list reads are hits.
    expect(cache(after, 'miss') - cache(before, 'miss')).toBe(3);
    expect(cache(after, 'hit') - cache(before, 'hit')).toBe(2);
  });

  it('count job claims and failures per job, feed reads by outcome, and a failing job’s lag', async () => {
    const { venueId } = await insertProfileAndVenue(handle.db, 'metrics');
    const feeds = createFeedRepository(handle.db);
    await feeds.addWithinLimit(venueId, 'https://channel.example/good.ics', now(), 10);
    await feeds.addWithinLimit(venueId, 'https://channel.example/bad.ics', now(), 10);
    const broken: Job = {
      name: 'broken job',
      pollMs: 5_000,
      runDue: () => Promise.reject(new Error('the database went away')),
    };
    const jobs = createJobRunner(
      [
        createFeedScheduler({
          db: handle.db,
          now,
          intervalMs: 60 * 60_000,
          fetchOptions: { timeoutMs: 1000, maxBytes: 10_000, maxRedirects: 0, allowPrivate: false },
          fetch: async (url) => {
            if (url.endsWith('bad.ics')) throw new Error('the feed answered 500');
            return EMPTY_FEED;
          },
          onSynced: (ok) => metrics.feedSynced(ok),
        }),
        broken,
      ],
      () => {},
      metrics.jobs,
    );
    const before = await scrape();
    const claims = (text: string) =>
      sample(text, 'holidaze_job_claims_total', { job: 'calendar feeds' });
    const feedSyncs = (text: string, outcome: string) =>
      sample(text, 'holidaze_feed_syncs_total', { outcome });
    const failures = (text: string) =>
      sample(text, 'holidaze_job_failures_total', { job: 'broken job' });
    const lag = (text: string, job: string) => sample(text, 'holidaze_job_lag_seconds', { job });
    expect(claims(before)).toBe(0);
    expect(failures(before)).toBe(0);
    expect(sample(before, 'holidaze_job_poll_seconds', { job: 'broken job' })).toBe(5);

    await jobs.runAll();
    clock += 90_000;
    const after = await scrape();
    expect(claims(after)).toBe(2);
    expect(feedSyncs(after, 'success') - feedSyncs(before, 'success')).toBe(1);
    expect(feedSyncs(after, 'failure') - feedSyncs(before, 'failure')).toBe(1);
    expect(failures(after)).toBe(1);
    // The feeds job finished a round 90 s ago; the broken one never has since it was taken on.
    expect(lag(after, 'calendar feeds')).toBe(90);
    expect(lag(after, 'broken job')).toBe(90);

    await jobs.runAll();
    clock += 30_000;
    const later = await scrape();
    expect(lag(later, 'calendar feeds')).toBe(30);
    expect(lag(later, 'broken job')).toBe(120);
    expect(failures(later)).toBe(2);
  });

  it('report the outbox’s depth and oldest age, read when scraped', async () => {
    const outbox = createMailOutboxRepository(handle.db);
    const before = await scrape();
    const depth = (text: string) => sample(text, 'holidaze_mail_outbox_depth');
    const age = (text: string) => sample(text, 'holidaze_mail_outbox_oldest_age_seconds');
    const mail = (to: string) => ({
      to,
      category: 'account' as const,
      subject: 's',
      text: 't',
      html: 'h',
    });
    await outbox.enqueue(mail('first@stud.noroff.no'), now());
    clock += 45_000;
    await outbox.enqueue(mail('second@stud.noroff.no'), now());
    clock += 15_000;

    const after = await scrape();
    expect(depth(after) - depth(before)).toBe(2);
    expect(age(after)).toBeGreaterThanOrEqual(60);
    const first = await outbox.claimDue(new Date(clock + 60 * 60_000), 60_000);
    await outbox.markSent(first!.id, now());
    expect(depth(await scrape()) - depth(before)).toBe(1);
  });

  it('report event-loop lag and memory, and on PostgreSQL the pool; a database that does not answer leaves the outbox unknown', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (engine === 'pglite') {
      expect(text).not.toContain('holidaze_db_pool_max');
      return;
    }
    expect(sample(text, 'holidaze_db_pool_max')).toBe(5);

    // Every connection of the pool held by a transaction: the scrape still answers, says so,
    // and reports the outbox unknown once its read has waited OUTBOX_READ_TIMEOUT_MS.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    let allHeld!: () => void;
    const full = new Promise<void>((resolve) => (allHeld = resolve));
    const holders = Array.from({ length: 5 }, () =>
      handle.db.transaction().execute(async (tx) => {
        await sql`SELECT 1`.execute(tx);
        if (++holding === 5) allHeld();
        await held;
      }),
    );
    await full;
    try {
      const saturated = await scrape();
      expect(sample(saturated, 'holidaze_db_pool_connections', { state: 'busy' })).toBe(5);
      expect(sample(saturated, 'holidaze_db_pool_connections', { state: 'idle' })).toBe(0);
      expect(sample(saturated, 'holidaze_db_pool_waiting')).toBeGreaterThanOrEqual(1);
      expect(saturated).toMatch(/^holidaze_mail_outbox_depth nan$/im);
    } finally {
      release();
      await Promise.all(holders);
    }
  });

  it('refuse /metrics on the main port without the token, and do not serve it there without one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('holidaze_');
    }

    // METRICS_PORT alone: the main port has no /metrics at all.
    const portOnly = await build({ port: 9464, host: '127.0.0.1', token: undefined }, metrics);
    try {
      const response = await portOnly.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('holidaze_');
    } finally {
      await portOnly.close();
    }
  });
});
