import { beforeAll, expect, it } from 'vitest';
import { useTestDatabase, describeEachEngine } from '../../../test/support/index.js';
import { insertProfileAndVenue } from '../../../test/support/test-rows.js';
import { createFeedRepository } from './feed-repository.js';
import { createFeedScheduler } from './feed-scheduler.js';

const EMPTY_FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nEND:VCALENDAR\r\n';
const INTERVAL_MS = 30 * 60_000;

// Due feeds are read once per interval however many instances look, on the test's clock.
describeEachEngine('the feed scheduler', (engine) => {
  let clock = new Date('2031-01-01T00:00:00.000Z');
  const reads: string[] = [];
  let venueId: string;
  let feedIds: string[] = [];

  const handle = useTestDatabase(engine);
  beforeAll(async () => {
    venueId = (await insertProfileAndVenue(handle.db, 'sched')).venueId;
    const feeds = createFeedRepository(handle.db);
    feedIds = [];
    for (let i = 0; i < 8; i++) {
      const added = await feeds.addWithinLimit(
        venueId,
        `https://channel.example/${i}.ics`,
        clock,
        10,
      );
      if (added === 'full') throw new Error('the venue is full');
      feedIds.push(added.id);
    }
  });

  const scheduler = () =>
    createFeedScheduler({
      db: handle.db,
      now: () => clock,
      intervalMs: INTERVAL_MS,
      fetchOptions: { timeoutMs: 1000, maxBytes: 10_000, maxRedirects: 0, allowPrivate: false },
      fetch: async (url) => {
        reads.push(url);
        // Give the other instance a turn in the middle of a read.
        await new Promise((resolve) => setImmediate(resolve));
        return EMPTY_FEED;
      },
    });

  it('reads each due feed exactly once across two instances, then waits for the interval', async () => {
    const [a, b] = [scheduler(), scheduler()];
    const counts = await Promise.all([a.runDue(), b.runDue()]);
    expect(counts[0]! + counts[1]!).toBe(8);
    expect([...reads].sort()).toEqual(
      feedIds.map((_, i) => `https://channel.example/${i}.ics`).sort(),
    );

    reads.length = 0;
    clock = new Date(clock.getTime() + INTERVAL_MS - 1);
    expect(await a.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 1);
    expect(await Promise.all([a.runDue(), b.runDue()]).then(([x, y]) => x + y)).toBe(8);
    expect(reads).toHaveLength(8);
  });

  it('reads a feed at once when its host asks, and records its success', async () => {
    reads.length = 0;
    const feeds = createFeedRepository(handle.db);
    clock = new Date(clock.getTime() + 60_000);
    expect(await feeds.requestSync(venueId, feedIds[3]!, clock, 60_000)).toBe(true);
    expect(await scheduler().runDue()).toBe(1);
    expect(reads).toEqual(['https://channel.example/3.ics']);
    const [row] = (await feeds.feedsOf(venueId)).filter((feed) => feed.id === feedIds[3]);
    expect(row?.last_success_at?.toISOString()).toBe(clock.toISOString());
    expect(row?.next_sync_at.getTime()).toBe(clock.getTime() + INTERVAL_MS);
  });
});
