import ICAL from 'ical.js';
import { addDays } from '@holidaze/domain';
import { beforeEach, expect, it } from 'vitest';
import { parseFeed } from '../../src/features/calendar-sync/ical-import.js';
import { describeEachEngine } from '../support/index.js';
import { occupancyOf } from '../support/test-rows.js';
import { errorWith, useTestApp } from './support/test-app.js';

/**
 * The host's calendar (docs/api.md, "The host's calendar"). Blocks and bookings never share a night
 * (the occupancy table's exclusion constraint), travellers see blocked nights as taken without a
 * reason, stay rules are enforced when booking, and the exported feed is valid iCalendar that our
 * own import reads back. The clock is the test's.
 */
const NOW = new Date('2031-03-10T09:00:00.000Z');
const TODAY = '2031-03-10';

describeEachEngine('a venue calendar: blocks, rules and the exported feed', (engine) => {
  let venueId: string;
  let counter = 0;

  const t = useTestApp(engine, {}, { now: () => NOW });
  const [host, traveller] = t.useHostAndGuests('cal_host', 'cal_guest');
  const [otherHost] = t.useHostAndGuests('cal_other');

  beforeEach(async () => {
    counter += 1;
    venueId = await t.listVenue(host, {
      name: `Lake house ${counter}`,
      price: 120,
      maxGuests: 4,
    });
  });

  const block = (from: string, to: string, note?: string, user = host) =>
    t.call('POST', `/api/holidaze/venues/${venueId}/blocks`, {
      user,
      body: { dateFrom: from, dateTo: to, ...(note ? { note } : {}) },
    });
  const book = (from: string, to: string) =>
    t.call('POST', '/api/holidaze/bookings', {
      user: traveller,
      body: { dateFrom: from, dateTo: to, guests: 2, venueId },
    });
  const occupancy = () => occupancyOf(t.db, venueId);

  it('blocks nights, refuses a booking on them, and frees them when unblocked', async () => {
    const from = addDays(TODAY, 10);
    const created = await block(from, addDays(from, 3), 'Roof repair');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      note: 'Roof repair',
      source: 'host',
      conflict: false,
    });

    const refused = await book(addDays(from, 2), addDays(from, 5));
    expect(refused.status).toBe(409);
    expect(await occupancy()).toHaveLength(1);

    const removed = await t.call(
      'DELETE',
      `/api/holidaze/venues/${venueId}/blocks/${created.body.data.id}`,
      { user: host },
    );
    expect(removed.status).toBe(204);
    expect((await book(addDays(from, 2), addDays(from, 5))).status).toBe(201);
  });

  it('refuses a block that starts in the past, storing nothing, and takes one from today', async () => {
    // NOW is 09:00 UTC on 10 March: 9 March is still today west of UTC−9, 8 March nowhere.
    const past = await block(addDays(TODAY, -2), addDays(TODAY, 3));
    expect(past.body).toEqual(errorWith(400, 'Blocked dates cannot start in the past'));
    const stored = () =>
      t.db.selectFrom('venue_blocks').select('date_from').where('venue_id', '=', venueId).execute();
    expect(await stored()).toEqual([]);
    expect((await block(addDays(TODAY, -1), addDays(TODAY, 1))).status).toBe(201);
    expect(await stored()).toEqual([{ date_from: addDays(TODAY, -1) }]);
  });

  it('refuses a block over a booking, or over another block, storing nothing', async () => {
    const from = addDays(TODAY, 20);
    expect((await book(from, addDays(from, 2))).status).toBe(201);
    const overBooking = await block(addDays(from, 1), addDays(from, 4));
    expect(overBooking.status).toBe(409);
    expect(overBooking.body).toEqual(errorWith(409, 'These nights are already booked or blocked'));
    expect((await block(addDays(from, 2), addDays(from, 4))).status).toBe(201);
    expect((await block(addDays(from, 3), addDays(from, 6))).status).toBe(409);
    const stored = await t.db
      .selectFrom('venue_blocks')
      .select(['date_from', 'date_to'])
      .where('venue_id', '=', venueId)
      .execute();
    expect(stored).toEqual([{ date_from: addDays(from, 2), date_to: addDays(from, 4) }]);
  });

  it('lets exactly one of a booking and a block racing for the same nights win', async () => {
    const from = addDays(TODAY, 40);
    const [booking, blocked] = await Promise.all([
      book(from, addDays(from, 3)),
      block(addDays(from, 1), addDays(from, 2)),
    ]);
    expect([booking.status, blocked.status].sort()).toEqual([201, 409]);
    expect(await occupancy()).toHaveLength(1);
  });

  it('lets only the owner see or change blocks, rules and the calendar', async () => {
    const base = `/api/holidaze/venues/${venueId}`;
    expect((await block(addDays(TODAY, 5), addDays(TODAY, 6), undefined, otherHost)).status).toBe(
      403,
    );
    expect((await t.call('GET', `${base}/blocks`, { user: traveller })).status).toBe(403);
    expect((await t.call('GET', `${base}/blocks`)).status).toBe(401);
    expect(
      (await t.call('PUT', `${base}/rules`, { user: otherHost, body: { minNights: 3 } })).status,
    ).toBe(403);
    expect(
      (await t.call('GET', `${base}/calendar?month=2031-03`, { user: traveller })).status,
    ).toBe(403);
    expect((await t.call('GET', `${base}/calendar-feed`, { user: otherHost })).status).toBe(403);
    expect((await t.call('GET', `${base}/rules`)).status).toBe(200);
  });

  it('shows travellers blocked nights as taken, without the note, and search skips the venue', async () => {
    const from = addDays(TODAY, 30);
    await block(from, addDays(from, 4), 'Family visit');
    const page = await t.call('GET', `/api/holidaze/venues/${venueId}?_bookings=true`, {
      user: traveller,
    });
    expect(page.body.data.bookings).toEqual([
      expect.objectContaining({ dateFrom: `${from}T00:00:00.000Z`, guests: 0 }),
    ]);
    expect(JSON.stringify(page.body)).not.toContain('Family visit');
    expect(page.body.data._count.bookings).toBe(0);
    const ownerView = await t.call('GET', `/api/holidaze/venues/${venueId}?_bookings=true`, {
      user: host,
    });
    expect(ownerView.body.data.bookings).toEqual([]);

    const search = (dateFrom: string, dateTo: string) =>
      t.call(
        'GET',
        `/api/holidaze/venues?available=true&dateFrom=${dateFrom}&dateTo=${dateTo}&limit=100&q=Lake house ${counter}`,
      );
    const during = await search(addDays(from, 1), addDays(from, 2));
    expect(during.body.data.map((v: { id: string }) => v.id)).not.toContain(venueId);
    const after = await search(addDays(from, 4), addDays(from, 6));
    expect(after.body.data.map((v: { id: string }) => v.id)).toContain(venueId);
  });

  it('enforces the stay rules when booking, in the words the picker shows', async () => {
    const rules = await t.call('PUT', `/api/holidaze/venues/${venueId}/rules`, {
      user: host,
      body: {
        minNights: 2,
        maxNights: 14,
        noticeDays: 3,
        horizonDays: 200,
        checkInTime: '15:00',
        checkOutTime: '10:00',
        seasons: [{ dateFrom: '2031-07-01', dateTo: '2031-08-01', minNights: 7 }],
      },
    });
    expect(rules.status).toBe(200);
    expect(rules.body.data).toMatchObject({ minNights: 2, checkInTime: '15:00' });
    const publicRules = await t.call('GET', `/api/holidaze/venues/${venueId}/rules`);
    expect(publicRules.body.data).toEqual(rules.body.data);

    const cases: [string, string, string][] = [
      [addDays(TODAY, 1), addDays(TODAY, 4), 'Arrival needs at least 3 days notice'],
      [addDays(TODAY, 10), addDays(TODAY, 11), 'Minimum stay is 2 nights'],
      [addDays(TODAY, 10), addDays(TODAY, 25), 'Maximum stay is 14 nights'],
      ['2031-07-10', '2031-07-13', 'Minimum stay in July is 7 nights'],
      [addDays(TODAY, 202), addDays(TODAY, 205), 'Bookings can be made at most 200 days ahead'],
    ];
    for (const [from, to, message] of cases) {
      const refused = await book(from, to);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(errorWith(400, message));
    }
    expect((await book('2031-07-10', '2031-07-17')).status).toBe(201);
    expect((await book(addDays(TODAY, 3), addDays(TODAY, 5))).status).toBe(201);
  });

  it('refuses rules that contradict themselves or leave the site limits', async () => {
    const put = (body: object) =>
      t.call('PUT', `/api/holidaze/venues/${venueId}/rules`, { user: host, body });
    expect((await put({ minNights: 5, maxNights: 3 })).status).toBe(400);
    expect((await put({ maxNights: 91 })).status).toBe(400);
    expect((await put({ horizonDays: 501 })).status).toBe(400);
    expect((await put({ checkInTime: '25:00' })).status).toBe(400);
    expect(
      (await put({ seasons: [{ dateFrom: '2031-08-01', dateTo: '2031-07-01', minNights: 3 }] }))
        .status,
    ).toBe(400);
    const stored = await t.db
      .selectFrom('venue_stay_rules')
      .selectAll()
      .where('venue_id', '=', venueId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('shows the host the month: guests by name, nights, and blocks with their notes', async () => {
    await book('2031-04-28', '2031-05-02');
    await block('2031-05-10', '2031-05-12', 'Painting');
    const month = await t.call('GET', `/api/holidaze/venues/${venueId}/calendar?month=2031-05`, {
      user: host,
    });
    expect(month.status).toBe(200);
    expect(month.body.data.bookings).toEqual([
      expect.objectContaining({ nights: 4, guests: 2, customer: { name: 'cal_guest' } }),
    ]);
    expect(month.body.data.blocks).toEqual([expect.objectContaining({ note: 'Painting' })]);
    const june = await t.call('GET', `/api/holidaze/venues/${venueId}/calendar?month=2031-06`, {
      user: host,
    });
    expect(june.body.data.bookings).toEqual([]);
    expect(june.body.data.blocks).toEqual([]);
    expect(
      (
        await t.call('GET', `/api/holidaze/venues/${venueId}/calendar?month=2031-13`, {
          user: host,
        })
      ).status,
    ).toBe(400);
  });

  it('exports valid iCalendar that a real parser and our import read back, with no guest data', async () => {
    await book('2031-04-01', '2031-04-05');
    await block('2031-04-10', '2031-04-12', 'Private note');
    const feed = await t.call('GET', `/api/holidaze/venues/${venueId}/calendar-feed`, {
      user: host,
    });
    const url = new URL(feed.body.data.url as string);
    const exported = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/calendar/);
    expect(exported.body).not.toMatch(/cal_guest|Private note/);

    const events = new ICAL.Component(ICAL.parse(exported.body))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .map((event) => ({
        summary: event.summary,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate,
      }));
    expect(events).toEqual([
      { summary: 'Reserved', start: '2031-04-01', end: '2031-04-05', allDay: true },
      { summary: 'Not available', start: '2031-04-10', end: '2031-04-12', allDay: true },
    ]);
    const readBack = await parseFeed(exported.body, { today: TODAY });
    expect(readBack.map((e) => [e.dateFrom, e.dateTo])).toEqual([
      ['2031-04-01', '2031-04-05'],
      ['2031-04-10', '2031-04-12'],
    ]);

    const rotated = await t.call('POST', `/api/holidaze/venues/${venueId}/calendar-feed/rotation`, {
      user: host,
    });
    expect(rotated.body.data.url).not.toBe(feed.body.data.url);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    const fresh = new URL(rotated.body.data.url as string);
    expect((await t.app.inject({ method: 'GET', url: fresh.pathname })).statusCode).toBe(200);
  });

  it('lets the owner add, list, queue and remove imported feeds, within limits', async () => {
    const base = `/api/holidaze/venues/${venueId}/ical-feeds`;
    const add = (url: string, user = host) => t.call('POST', base, { user, body: { url } });
    const added = await add('https://channel.example/a.ics');
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      url: 'https://channel.example/a.ics',
      lastError: null,
    });
    const again = await add('https://channel.example/a.ics');
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('feed.alreadyImported');
    expect((await add('file:///etc/passwd')).status).toBe(400);
    expect((await add('https://channel.example/b.ics', otherHost)).status).toBe(403);
    for (let i = 0; i < 9; i++)
      expect((await add(`https://channel.example/${i}.ics`)).status).toBe(201);
    const eleventh = await add('https://channel.example/eleventh.ics');
    expect(eleventh.body).toEqual(errorWith(409, 'A venue imports at most 10 feeds'));
    expect(eleventh.body.errors[0].code).toBe('feed.tooManyFeeds');
    const listed = await t.call('GET', base, { user: host });
    expect(listed.body.data).toHaveLength(10);

    const id = added.body.data.id as string;
    expect((await t.call('POST', `${base}/${id}/sync`, { user: host })).status).toBe(202);
    expect((await t.call('POST', `${base}/${id}/sync`, { user: otherHost })).status).toBe(403);
    expect((await t.call('DELETE', `${base}/${id}`, { user: host })).status).toBe(204);
    expect((await t.call('DELETE', `${base}/${id}`, { user: host })).status).toBe(404);
  });

  it("shows a host the month across all their venues, and nobody else's", async () => {
    const second = await t.call('POST', '/api/holidaze/venues', {
      user: host,
      body: { name: `Second ${counter}`, description: 'Also calm', price: 90, maxGuests: 2 },
    });
    await book('2031-06-03', '2031-06-05');
    await t.call('POST', `/api/holidaze/venues/${second.body.data.id}/blocks`, {
      user: host,
      body: { dateFrom: '2031-06-10', dateTo: '2031-06-12', note: 'Floors' },
    });
    const all = await t.call('GET', '/api/holidaze/profiles/cal_host/calendar?month=2031-06', {
      user: host,
    });
    expect(all.status).toBe(200);
    const byId = new Map(
      (all.body.data.venues as { id: string; bookings: unknown[]; blocks: unknown[] }[]).map(
        (v) => [v.id, v],
      ),
    );
    expect(byId.get(venueId)?.bookings).toEqual([
      expect.objectContaining({ nights: 2, customer: { name: 'cal_guest' } }),
    ]);
    expect(byId.get(second.body.data.id)?.blocks).toEqual([
      expect.objectContaining({ note: 'Floors' }),
    ]);
    const stranger = await t.call('GET', '/api/holidaze/profiles/cal_host/calendar?month=2031-06', {
      user: otherHost,
    });
    expect(stranger.status).toBe(403);
  });
});
