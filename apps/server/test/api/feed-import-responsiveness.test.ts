import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, FEED_IMPORT_LIMITS, todayUtc } from '@holidaze/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEED_FETCH_OPTIONS } from '../../src/features/calendar-sync/feed-fetcher.js';
import { createFeedRepository } from '../../src/features/calendar-sync/feed-repository.js';
import { createFeedScheduler } from '../../src/features/calendar-sync/feed-scheduler.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The embedded database runs in the server's own process, so an import shares the event loop
 * and the one connection with every request. During the largest import a feed may bring (its
 * text at the fetcher's 2 MB, the most events a feed may list, the most it may import ahead, new
 * UIDs on every read so every read rewrites them all), health and a static file go on being
 * answered over a real socket. Health answers 503 by itself after 1.5 s (HEALTH_TIMEOUT_MS) when
 * the database does not answer, so its 200 is the proof that the database was free within the
 * target. The static file's time depends on the machine as well as on us: the bench figure
 * reports it against the 1.5 s target (about 0.5 s on two cores busy with other tests, 1.8 s at
 * a load of 17), and the test holds it to a bound no busy machine reaches but a held event loop
 * does: before the cap and batches one such read held every request for 17 s.
 */
const NOW = new Date('2031-03-10T09:00:00.000Z');
const TARGET_MS = 1_500;
const HELD_LOOP_MS = 5_000;
const READS = 2;

/** The biggest feed we accept: events ahead up to the cap, the rest past, padded to 2 MB. */
function largestFeed(read: number): string {
  const today = todayUtc(NOW);
  const ahead = FEED_IMPORT_LIMITS.maxEvents;
  const past = FEED_IMPORT_LIMITS.maxComponents - ahead;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Busy channel//EN'];
  const budget = DEFAULT_FEED_FETCH_OPTIONS.maxBytes - 200;
  const padding = Math.floor(budget / FEED_IMPORT_LIMITS.maxComponents) - 130;
  for (let i = 0; i < past + ahead; i++) {
    const day = i < past ? addDays(today, -1 - (i % 3000)) : addDays(today, (i - past) % 500);
    lines.push(
      'BEGIN:VEVENT',
      `UID:r${read}-e${i}@busy.example`,
      `DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${addDays(day, 1).replaceAll('-', '')}`,
      `SUMMARY:${'x'.repeat(Math.max(0, padding))}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  const text = lines.join('\r\n');
  if (Buffer.byteLength(text) > DEFAULT_FEED_FETCH_OPTIONS.maxBytes) throw new Error('too big');
  return text;
}

describe('the embedded server during the largest feed import', () => {
  let t: TestApp;
  let base: string;
  let feeds: http.Server;
  let feedUrl: string;
  let dist: string;
  let reads = 0;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'holidaze-import-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Holidaze</title>');
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    t = await startTestApp('pglite', { webDistDir: dist }, { now: () => NOW });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const texts = Array.from({ length: READS }, (_, read) => largestFeed(read));
    feeds = http.createServer((_request, response) => {
      response.end(texts[reads++ % READS]);
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/busy.ics`;
  });
  afterAll(async () => {
    await new Promise((resolve) => feeds?.close(resolve));
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers health within 1.5 s and static files throughout', async () => {
    const host = await t.createUser('busy_host', { venueManager: true });
    const venue = await t.call('POST', '/api/holidaze/venues', {
      user: host,
      body: { name: 'Busy cabin', description: 'Booked everywhere', price: 100, maxGuests: 2 },
    });
    const feed = await t.call('POST', `/api/holidaze/venues/${venue.body.data.id}/ical-feeds`, {
      user: host,
      body: { url: feedUrl },
    });
    const feedId = feed.body.data.id as string;
    let clock = NOW;
    const scheduler = createFeedScheduler({
      db: t.db,
      now: () => clock,
      intervalMs: 30 * 60_000,
      fetchOptions: { ...DEFAULT_FEED_FETCH_OPTIONS, allowPrivate: true },
    });

    // The first block this process ever writes runs the database's code for it cold (the
    // WebAssembly compiled on first use): a one-off cost of any first write, whatever its
    // size, paid here by a one-night feed before measuring.
    const warmUp = await t.call('POST', '/api/holidaze/venues', {
      user: host,
      body: { name: 'Quiet cabin', description: 'Calm', price: 100, maxGuests: 2 },
    });
    await createFeedRepository(t.db).replaceEvents(
      (
        await t.call('POST', `/api/holidaze/venues/${warmUp.body.data.id}/ical-feeds`, {
          user: host,
          body: { url: 'https://channel.example/quiet.ics' },
        })
      ).body.data.id,
      [{ uid: 'one', summary: '', dateFrom: '2031-04-01', dateTo: '2031-04-02' }],
    );
    await t.db
      .updateTable('ical_feeds')
      .set({ next_sync_at: new Date(NOW.getTime() + 3_600_000 * 24 * 365) })
      .where('url', '=', 'https://channel.example/quiet.ics')
      .execute();

    const answers: { path: string; status: number; ms: number }[] = [];
    let importing = true;
    const probe = async () => {
      while (importing) {
        for (const path of ['/api/health', '/assets/app-1a2b3c.js']) {
          const started = performance.now();
          const response = await fetch(`${base}${path}`);
          await response.arrayBuffer();
          answers.push({ path, status: response.status, ms: performance.now() - started });
        }
      }
    };
    const probing = probe();

    try {
      for (let read = 0; read < READS; read++) {
        expect(await scheduler.runDue()).toBe(1);
        clock = new Date(clock.getTime() + 30 * 60_000);
      }
    } finally {
      importing = false;
      await probing;
    }

    const slowest = (path: string) =>
      Math.max(...answers.filter((a) => a.path === path).map((a) => a.ms));
    console.log(
      `bench figure: feed import, ${answers.length} answers, slowest health ${Math.round(slowest('/api/health'))} ms, slowest static ${Math.round(slowest('/assets/app-1a2b3c.js'))} ms (target ${TARGET_MS} ms)`,
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.path === '/api/health' && a.ms >= TARGET_MS)).toEqual([]);
    expect(answers.filter((a) => a.ms >= HELD_LOOP_MS)).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(2 * READS);

    const stored = await t.db
      .selectFrom('venue_blocks')
      .select(['uid'])
      .where('feed_id', '=', feedId)
      .execute();
    expect(stored).toHaveLength(FEED_IMPORT_LIMITS.maxEvents);
    expect(stored.every((block) => block.uid?.startsWith(`r${READS - 1}-`))).toBe(true);
  }, 120_000);
});
