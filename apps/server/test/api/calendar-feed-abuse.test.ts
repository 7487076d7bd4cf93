import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { errorWith, useTestApp } from './support/test-app.js';

/**
 * A host's imported feeds are the one way a user makes the server fetch and write at will: the
 * number of feeds holds however many requests race, and "sync now" cannot be repeated faster
 * than once a minute. The clock is the test's.
 */
describeEachEngine('imported feeds under abuse', (engine) => {
  let venueId: string;
  let clock = new Date('2031-03-10T09:00:00.000Z');

  const t = useTestApp(engine, {}, { now: () => clock });
  const [host] = t.useHostAndGuests('feed_abuser');

  beforeEach(async () => {
    venueId = await t.listVenue(host, { price: 100, maxGuests: 2 });
  });

  it('stores at most 10 feeds when 20 are added at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', `/api/holidaze/venues/${venueId}/ical-feeds`, {
          user: host,
          body: { url: `https://channel.example/race-${i}.ics` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.body).toEqual(errorWith(409, 'A venue imports at most 10 feeds'));
    }
    const stored = await t.db
      .selectFrom('ical_feeds')
      .select('id')
      .where('venue_id', '=', venueId)
      .execute();
    expect(stored).toHaveLength(10);
  });

  it('reads a feed on request at most once a minute, saying when to ask again', async () => {
    const base = `/api/holidaze/venues/${venueId}/ical-feeds`;
    const added = await t.call('POST', base, {
      user: host,
      body: { url: 'https://channel.example/often.ics' },
    });
    const feedId = added.body.data.id as string;
    const syncNow = () => t.call('POST', `${base}/${feedId}/sync`, { user: host });
    // The scheduler has just read it (as its claim records), and it is due in 30 minutes.
    await t.db
      .updateTable('ical_feeds')
      .set({ last_attempt_at: clock, next_sync_at: new Date(clock.getTime() + 30 * 60_000) })
      .where('id', '=', feedId)
      .execute();

    clock = new Date(clock.getTime() + 20_000);
    const tooSoon = await syncNow();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.response.headers['retry-after']).toBe('40');
    expect(tooSoon.body).toEqual(
      errorWith(429, 'This feed is read at most once a minute on request; try again in 40 s'),
    );
    expect(tooSoon.body.errors[0].code).toBe('feed.syncTooSoon');
    const row = () =>
      t.db
        .selectFrom('ical_feeds')
        .select('next_sync_at')
        .where('id', '=', feedId)
        .executeTakeFirstOrThrow();
    expect((await row()).next_sync_at.getTime()).toBeGreaterThan(clock.getTime());

    clock = new Date(clock.getTime() + 40_000);
    expect((await syncNow()).status).toBe(202);
    expect((await row()).next_sync_at).toEqual(clock);
    // Already due: asking again changes nothing and is not an error.
    expect((await syncNow()).status).toBe(202);
    expect((await row()).next_sync_at).toEqual(clock);
  });
});
