import { beforeAll, expect, it, vi } from 'vitest';
import { useTestDatabase, describeEachEngine } from '../../../test/support/index.js';
import { insertProfileAndVenue } from '../../../test/support/test-rows.js';
import { createFeedScheduler } from './feed-scheduler.js';

const feedOf = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', ...events.flat(), 'END:VCALENDAR'].join(
    '\r\n',
  );
const night = (uid: string, day: string) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `DTSTART;VALUE=DATE:${day}`,
  'END:VEVENT',
];

// One host's bad or slow feeds neither stop the round nor hold up other hosts' feeds.
describeEachEngine('the feed scheduler with bad and slow feeds', (engine) => {
  const clock = new Date('2031-01-01T00:00:00.000Z');
  let slowVenue: string;
  let otherVenue: string;

  const handle = useTestDatabase(engine);
  beforeAll(async () => {
    slowVenue = (await insertProfileAndVenue(handle.db, 'slow')).venueId;
    otherVenue = (await insertProfileAndVenue(handle.db, 'other')).venueId;
  });

  async function addFeed(venueId: string, url: string, dueAt: Date) {
    return (
      await handle.db
        .insertInto('ical_feeds')
        .values({ venue_id: venueId, url, next_sync_at: dueAt })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  const feedRow = (id: string) =>
    handle.db.selectFrom('ical_feeds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const blocksOf = (feedId: string) =>
    handle.db
      .selectFrom('venue_blocks')
      .select(['uid', 'date_from'])
      .where('feed_id', '=', feedId)
      .execute();
  const minutesBefore = (minutes: number) => new Date(clock.getTime() - minutes * 60_000);

  it("records a feed's impossible day on that feed and still reads the rest of the round", async () => {
    const bad = await addFeed(slowVenue, 'https://channel.example/bad.ics', minutesBefore(10));
    const good = await addFeed(otherVenue, 'https://channel.example/good.ics', minutesBefore(5));
    const texts: Record<string, string> = {
      'https://channel.example/bad.ics': feedOf(night('x', '20310230'), night('y', '20310301')),
      'https://channel.example/good.ics': feedOf(night('z', '20310210')),
    };
    const scheduler = createFeedScheduler({
      db: handle.db,
      now: () => clock,
      intervalMs: 30 * 60_000,
      fetchOptions: { timeoutMs: 1000, maxBytes: 100_000, maxRedirects: 0, allowPrivate: false },
      fetch: async (url) => texts[url]!,
    });
    expect(await scheduler.runDue()).toBe(2);
    expect(await feedRow(bad)).toMatchObject({
      last_error_category: 'malformed',
      last_error: 'an event names a day that does not exist or is out of range',
      last_success_at: null,
    });
    expect(await blocksOf(bad)).toEqual([]);
    expect(await feedRow(good)).toMatchObject({ last_error: null, last_success_at: clock });
    expect(await blocksOf(good)).toEqual([{ uid: 'z', date_from: '2031-02-10' }]);
    await handle.db.deleteFrom('ical_feeds').execute();
  });

  it("reads another host's feed while one host's feeds hang", async () => {
    const slowUrls = [1, 2, 3, 4, 5].map((i) => `https://slow.example/${i}.ics`);
    for (const [i, url] of slowUrls.entries()) {
      await addFeed(slowVenue, url, minutesBefore(20 - i));
    }
    const quick = await addFeed(otherVenue, 'https://quick.example/feed.ics', minutesBefore(1));
    const hanging: (() => void)[] = [];
    const read: string[] = [];
    const scheduler = createFeedScheduler({
      db: handle.db,
      now: () => clock,
      intervalMs: 30 * 60_000,
      fetchOptions: { timeoutMs: 1000, maxBytes: 100_000, maxRedirects: 0, allowPrivate: false },
      fetch: async (url) => {
        read.push(url);
        if (url.startsWith('https://slow.example/')) {
          await new Promise<void>((resolve) => hanging.push(resolve));
        }
        return feedOf(night(`n-${read.length}`, '20310301'));
      },
    });
    const round = scheduler.runDue();
    try {
      await vi.waitFor(() => expect(read).toContain('https://quick.example/feed.ics'), {
        timeout: 10_000,
      });
      // One host holds at most its share of the readers while its feeds hang.
      expect(read.filter((url) => url.startsWith('https://slow.example/'))).toHaveLength(2);
      await vi.waitFor(async () => expect((await feedRow(quick)).last_success_at).toEqual(clock));
    } finally {
      // Let every hanging read finish, however the assertions went, so the round ends.
      const releaseAll = setInterval(() => hanging.splice(0).forEach((done) => done()), 10);
      await round.finally(() => clearInterval(releaseAll));
    }
    expect(await round).toBe(6);
    expect([...read].sort()).toEqual([...slowUrls, 'https://quick.example/feed.ics'].sort());
  });
});
