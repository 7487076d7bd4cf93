import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeFeed, type FeedEvent } from './ical-export.js';
import { FeedFetchError, type FeedFetchOptions } from './feed-fetcher.js';
import { syncFeed, type FeedError, type FeedSyncStore } from './feed-sync.js';
import type { ImportedEvent } from './ical-import.js';

class MemoryStore implements FeedSyncStore {
  events = new Map<string, ImportedEvent[]>();
  writes = 0;
  success: Date | null = null;
  error: FeedError | null = null;
  async currentEvents(feedId: string) {
    return this.events.get(feedId) ?? [];
  }
  async replaceEvents(feedId: string, events: readonly ImportedEvent[]) {
    this.writes += 1;
    this.events.set(feedId, [...events]);
  }
  async recordSuccess(_feedId: string, at: Date) {
    this.success = at;
    this.error = null;
  }
  async recordError(_feedId: string, _at: Date, error: FeedError) {
    this.error = error;
  }
}

let body = '';
let server: http.Server;
let url: string;
beforeAll(async () => {
  server = http.createServer((_request, response) => response.end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const fetchOptions: FeedFetchOptions = {
  timeoutMs: 5_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  allowPrivate: true,
};
const now = () => new Date('2026-11-24T00:00:00Z');
const serve = (events: FeedEvent[]) => {
  body = serializeFeed({ calendarName: 'other channel', now: now(), events });
};
function days(from: string, nights: number): { dateFrom: string; dateTo: string } {
  const end = new Date(`${from}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + nights);
  return { dateFrom: from, dateTo: end.toISOString().slice(0, 10) };
}

describe('feed sync', () => {
  it('imports a 200-event feed, and re-importing it unchanged writes nothing', async () => {
    const store = new MemoryStore();
    serve(
      Array.from({ length: 200 }, (_, index) => ({
        uid: `e${index}`,
        kind: 'block' as const,
        ...days(new Date(Date.UTC(2027, 0, 1 + index * 2)).toISOString().slice(0, 10), 1),
      })),
    );
    expect(await syncFeed({ feedId: 'f', url, store, now, fetchOptions })).toEqual({
      changed: true,
      events: 200,
    });
    expect(await syncFeed({ feedId: 'f', url, store, now, fetchOptions })).toEqual({
      changed: false,
      events: 200,
    });
    expect(store.writes).toBe(1);
    expect(store.success).toEqual(now());
  });

  it('keeps Airbnb rolling "Not available" blocks from piling up and removes vanished events', async () => {
    const store = new MemoryStore();
    for (const [dayIndex, start] of ['2026-11-24', '2026-11-25', '2026-11-26'].entries()) {
      serve([
        { uid: dayIndex === 1 ? 'rolling-new' : 'rolling', kind: 'block', ...days(start, 90) },
        ...(dayIndex === 0
          ? [{ uid: 'gone', kind: 'block' as const, ...days('2026-12-01', 2) }]
          : []),
      ]);
      await syncFeed({ feedId: 'f', url, store, now, fetchOptions });
    }
    expect(store.events.get('f')).toEqual([
      { uid: 'rolling', summary: 'Not available', ...days('2026-11-26', 90) },
    ]);
  });

  it('keeps the previous blocks and records the error when a feed is malformed', async () => {
    const store = new MemoryStore();
    serve([{ uid: 'a', kind: 'block', ...days('2026-12-01', 2) }]);
    await syncFeed({ feedId: 'f', url, store, now, fetchOptions });
    body = '<html>maintenance</html>';
    const result = await syncFeed({ feedId: 'f', url, store, now, fetchOptions });
    expect(result.error).toEqual({ category: 'malformed', message: 'not an iCalendar feed' });
    expect(store.error).toEqual(result.error);
    expect(store.events.get('f')).toHaveLength(1);
  });

  it("stores the host a category and our own words, never a resolver's message or the feed's lines", async () => {
    const store = new MemoryStore();
    const fail = (error: Error) =>
      syncFeed({
        feedId: 'f',
        url,
        store,
        now,
        fetchOptions,
        fetch: async () => {
          throw error;
        },
      });
    await fail(new FeedFetchError('getaddrinfo ENOTFOUND calendar.corp.internal', 'network'));
    expect(store.error).toEqual({
      category: 'unreachable',
      message: "the feed's server could not be reached",
    });
    await fail(new FeedFetchError('the feed answered 404', 'status'));
    expect(store.error).toEqual({ category: 'status', message: 'the feed answered 404' });

    body = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART:password=hunter2;host=db.corp.internal',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const result = await syncFeed({ feedId: 'f', url, store, now, fetchOptions });
    expect(result.error?.category).toBe('malformed');
    expect(JSON.stringify(store.error)).not.toMatch(/hunter2|corp|DTSTART/);
  });

  it('records a failure to store the feed on the feed itself, and resolves', async () => {
    const store = new MemoryStore();
    store.replaceEvents = async () => {
      throw new Error('date/time field value out of range: "0000-01-01" at db.corp.internal');
    };
    const logged: string[] = [];
    serve([{ uid: 'a', kind: 'block', ...days('2026-12-01', 2) }]);
    const result = await syncFeed({
      feedId: 'f',
      url,
      store,
      now,
      fetchOptions,
      log: (line) => logged.push(line),
    });
    expect(result.error).toEqual({
      category: 'internal',
      message: 'the feed could not be stored; it is read again at the next round',
    });
    expect(store.error).toEqual(result.error);
    expect(logged.join()).toContain('out of range');
  });
});
