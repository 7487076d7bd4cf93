import { addDays } from '@holidaze/domain';
import { beforeAll, expect, it } from 'vitest';
import { useTestDatabase, describeEachEngine } from '../../../test/support/index.js';
import { insertProfileAndVenue, occupancyOf } from '../../../test/support/test-rows.js';
import { createFeedRepository } from './feed-repository.js';
import { syncFeed } from './feed-sync.js';

const feedText = (events: [uid: string, from: string, to: string][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other channel//EN',
    ...events.flatMap(([uid, from, to]) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20310101T000000Z',
      `DTSTART;VALUE=DATE:${from.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${to.replaceAll('-', '')}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

// Imported events become blocks; one whose nights are taken is kept as a conflict, never dropped.
describeEachEngine('importing a feed into a venue calendar', (engine) => {
  let venueId: string;
  let feedId: string;
  const handle = useTestDatabase(engine);
  beforeAll(async () => {
    const made = await insertProfileAndVenue(handle.db, 'feed');
    venueId = made.venueId;
    await handle.db
      .insertInto('bookings')
      .values({
        venue_id: venueId,
        customer_id: made.profileId,
        date_from: '2031-05-10',
        date_to: '2031-05-13',
        guests: 1,
      })
      .execute();
    const feed = await handle.db
      .insertInto('ical_feeds')
      .values({ venue_id: venueId, url: 'https://channel.example/feed.ics' })
      .returning('id')
      .executeTakeFirstOrThrow();
    feedId = feed.id;
  });

  const sync = (text: string) =>
    syncFeed({
      feedId,
      url: 'https://channel.example/feed.ics',
      store: createFeedRepository(handle.db, {
        siteUrl: 'https://holidaze.example',
        operatorAddress: 'ops@holidaze.example',
      }),
      now: () => new Date('2031-05-01T00:00:00.000Z'),
      fetchOptions: { allowPrivate: false, timeoutMs: 1000, maxBytes: 1_000_000, maxRedirects: 0 },
      fetch: async () => text,
    });
  const blocks = () =>
    handle.db
      .selectFrom('venue_blocks')
      .select(['uid', 'date_from', 'conflict'])
      .where('feed_id', '=', feedId)
      .orderBy('date_from')
      .orderBy('uid')
      .execute();

  it('stores free nights as blocks and colliding ones as conflicts, then changes nothing', async () => {
    const text = feedText([
      ['a', '2031-05-01', '2031-05-03'],
      ['b', '2031-05-12', '2031-05-14'],
      ['c', '2031-05-20', '2031-05-23'],
      ['d', '2031-05-22', '2031-05-24'],
    ]);
    expect(await sync(text)).toEqual({ changed: true, events: 4 });
    expect(await blocks()).toEqual([
      { uid: 'a', date_from: '2031-05-01', conflict: false },
      { uid: 'b', date_from: '2031-05-12', conflict: true },
      { uid: 'c', date_from: '2031-05-20', conflict: false },
      { uid: 'd', date_from: '2031-05-22', conflict: true },
    ]);
    const occupied = (await occupancyOf(handle.db, venueId)).filter((night) => night.block_id);
    expect(occupied).toHaveLength(2);
    expect(await sync(text)).toEqual({ changed: false, events: 4 });
    // The host is told once, in the app and by mail, of the two events that collided.
    const told = await handle.db
      .selectFrom('notifications')
      .select(['kind', 'body', 'link'])
      .where('kind', '=', 'calendarConflict')
      .execute();
    expect(told).toEqual([
      {
        kind: 'calendarConflict',
        body: expect.stringContaining('2 imported events overlap a booking made here'),
        link: `/admin/owner_feed/calendar/${venueId}`,
      },
    ]);
    const mailed = await handle.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('category', '=', 'calendar')
      .execute();
    expect(mailed).toEqual([{ to_address: 'owner_feed@stud.noroff.no' }]);
  });

  it('removes what vanished from the feed, and keeps the last blocks when a read fails', async () => {
    await sync(feedText([['c', '2031-05-20', '2031-05-23']]));
    expect((await blocks()).map((b) => b.uid)).toEqual(['c']);
    const failed = await sync('not a calendar');
    expect(failed.error).toBeDefined();
    expect((await blocks()).map((b) => b.uid)).toEqual(['c']);
    const feed = await handle.db
      .selectFrom('ical_feeds')
      .select(['last_error', 'last_success_at'])
      .where('id', '=', feedId)
      .executeTakeFirstOrThrow();
    expect(feed.last_error).toBe(failed.error?.message);
    expect(feed.last_success_at).not.toBeNull();
  });

  // Batches of 500 rows: 700 events, overlapping in pairs, take two INSERTs and still mark
  // the second of each pair as a conflict with the first.
  it('imports 700 events across batches, and a rolling block that moves each day never piles up', async () => {
    const many = Array.from({ length: 700 }, (_, i): [string, string, string] => {
      const day = addDays('2031-06-01', Math.floor(i / 2));
      return [`many-${String(i).padStart(3, '0')}`, day, addDays(day, 1)];
    });
    expect(await sync(feedText(many))).toEqual({ changed: true, events: 700 });
    const stored = await blocks();
    expect(stored).toHaveLength(700);
    expect(stored.filter((b) => b.conflict).map((b) => b.uid)).toEqual(
      many.filter((_, i) => i % 2 === 1).map(([uid]) => uid),
    );
    expect(await sync(feedText(many))).toEqual({ changed: false, events: 700 });

    // Airbnb's "Not available" block from today to a year ahead: new dates, same UID, each day.
    for (const from of ['2031-06-01', '2031-06-02', '2031-06-03']) {
      await sync(feedText([['rolling@airbnb', from, '2031-12-01']]));
    }
    expect(await blocks()).toEqual([
      { uid: 'rolling@airbnb', date_from: '2031-06-03', conflict: false },
    ]);
  }, 60_000);
});
