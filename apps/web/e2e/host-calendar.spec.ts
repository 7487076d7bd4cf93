import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { authHeaders, signUp, type Account } from './support/api';
import {
  addSeason,
  dayButton,
  expectNoSideScroll,
  fillIn,
  openAs,
  showMonthOf,
} from './support/pages';
import { expect, test, type Venue } from './support/test';
import { displayDate } from './support/user-data';

/** The first day of the month about two months ahead, and a day of it. */
const MONTH = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7);
const on = (day: number) => `${MONTH}-${String(day).padStart(2, '0')}`;

/** A booking the API may refuse: its answer, whatever it is. */
const tryToBook = (
  request: APIRequestContext,
  traveller: Account,
  venue: Venue,
  dateFrom: string,
  dateTo: string,
) =>
  request.post('/api/holidaze/bookings', {
    headers: authHeaders(traveller),
    data: { venueId: venue.id, dateFrom, dateTo, guests: 1 },
  });

test('a host sees the month, blocks and unblocks nights, and copies a feed other sites can read', async ({
  page,
  request,
  context,
  host,
  traveller,
  venue,
  book,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await book(on(5), on(7));

  await openAs(page, host, `/admin/${host.name}/manage-venues`);
  await page
    .getByRole('article', { name: venue.name })
    .getByRole('button', { name: 'Venue options' })
    .click();
  await page.getByRole('menuitem', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: `Calendar: ${venue.name}` })).toBeVisible();
  await page.goto(`/admin/${host.name}/calendar/${venue.id}?month=${MONTH}`);
  const table = page.getByRole('table');
  await expect(
    table.getByRole('cell', { name: new RegExp(`^5\\s*${traveller.name}$`) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bookings this month' })).toContainText(
    `${traveller.name}:`,
  );

  await page.getByLabel('First night').fill(on(10));
  await page.getByLabel('Until (check-out day)').fill(on(12));
  await page.getByLabel('Private note (optional)').fill('Chimney sweep');
  await page.getByRole('button', { name: 'Block dates' }).click();
  await expect(page.getByRole('status').first()).toHaveText(
    `Blocked ${displayDate(on(10))} – ${displayDate(on(12))}.`,
  );
  const blocks = page.getByRole('region', { name: 'Blocked dates this month' });
  await expect(blocks).toContainText('(Chimney sweep)');
  await expect(table.getByRole('cell', { name: /^10\s*Blocked$/ })).toBeVisible();
  await expect(table.getByRole('cell', { name: /^12\s*$/ })).toBeVisible();

  // A traveller cannot book the blocked nights, and blocking over a booking is refused.
  const refused = await tryToBook(request, traveller, venue, on(11), on(13));
  expect(refused.status()).toBe(409);
  await page.getByLabel('First night').fill(on(6));
  await page.getByLabel('Until (check-out day)').fill(on(8));
  await page.getByRole('button', { name: 'Block dates' }).click();
  await expect(page.getByRole('alert')).toHaveText('These nights are already booked or blocked');

  // The feed lists the booking and the block, without the guest or the note.
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Feed address copied.')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/api\/holidaze\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await request.get(url);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const text = await feed.text();
  expect(text).toContain(`DTSTART;VALUE=DATE:${on(5).replaceAll('-', '')}`);
  expect(text).toContain(`DTEND;VALUE=DATE:${on(12).replaceAll('-', '')}`);
  expect(text).not.toMatch(new RegExp(`${traveller.name}|Chimney`));
  await page.getByRole('button', { name: 'Make a new address' }).click();
  await expect(page.getByText('New address made: the old one no longer works.')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);

  await blocks.getByRole('button', { name: /^Unblock / }).click();
  await expect(blocks).toContainText('No blocked dates this month.');
  await expect(table.getByRole('cell', { name: /^10\s*$/ })).toBeVisible();

  // Usable on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSideScroll(page);
});

test('a traveller sees blocked nights as unavailable, and a stranger cannot open the calendar', async ({
  page,
  request,
  host,
  venue,
}) => {
  const stranger = await signUp(request, true);
  const blocked = await request.post(`/api/holidaze/venues/${venue.id}/blocks`, {
    headers: authHeaders(host),
    data: { dateFrom: on(14), dateTo: on(16), note: 'Family' },
  });
  expect(blocked.status()).toBe(201);
  const shown = await request.get(`/api/holidaze/venues/${venue.id}?_bookings=true`);
  const { data } = (await shown.json()) as { data: { bookings: { dateFrom: string }[] } };
  expect(data.bookings.map((b) => b.dateFrom.slice(0, 10))).toEqual([on(14)]);

  // In the traveller's date picker the blocked nights cannot be picked; the next morning can.
  await page.goto(`/venue/${venue.id}`);
  await page.getByRole('button', { name: 'Check Available Dates' }).click();
  await showMonthOf(page, on(14));
  await expect(dayButton(page, on(14))).toBeDisabled();
  await expect(dayButton(page, on(15))).toBeDisabled();
  await expect(dayButton(page, on(16))).toBeEnabled();

  await openAs(page, stranger, `/admin/${stranger.name}/calendar/${venue.id}?month=${MONTH}`);
  await expect(page.getByRole('alert')).toHaveText('You are not the owner of this venue');
});

test('a host sets stay rules and imports another site’s calendar, whose nights become blocked', async ({
  page,
  request,
  host,
  traveller,
  venue,
}) => {
  // Another channel's feed, served here on 127.0.0.1 (the test server allows private addresses).
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other channel//EN',
    'BEGIN:VEVENT',
    'UID:other-1',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${on(20).replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${on(23).replaceAll('-', '')}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const channel = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics),
  );
  await new Promise<void>((resolve) => channel.listen(0, '127.0.0.1', resolve));
  const { port } = channel.address() as AddressInfo;
  try {
    await openAs(page, host, `/admin/${host.name}/calendar/${venue.id}?month=${MONTH}`);

    await fillIn(page, { 'Minimum nights': '3', 'Check-in from': '15:00' });
    await addSeason(page, 'Season', {
      from: on(25),
      until: on(28),
      'minimum nights': '5',
      'name (optional)': 'Festival',
    });
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText('Stay rules saved.')).toBeVisible();
    const festival = await tryToBook(request, traveller, venue, on(26), on(29));
    expect(await festival.text()).toContain('Minimum stay in Festival is 5 nights');
    const short = await tryToBook(request, traveller, venue, on(2), on(4));
    expect(short.status()).toBe(400);
    expect(await short.text()).toContain('Minimum stay is 3 nights');

    // The date picker keeps the rules too, and says why a day cannot end the stay.
    await page.goto(`/venue/${venue.id}`);
    await page.getByRole('button', { name: 'Check Available Dates' }).click();
    await showMonthOf(page, on(2));
    await dayButton(page, on(2)).click();
    await expect(page.getByText('Minimum stay is 3 nights · Check-in from 15:00')).toBeVisible();
    await expect(dayButton(page, on(4))).toBeDisabled();
    await expect(dayButton(page, on(4))).toHaveAccessibleName(
      /unavailable: Minimum stay is 3 nights$/,
    );
    await expect(dayButton(page, on(5))).toBeEnabled();
    await page.goto(`/admin/${host.name}/calendar/${venue.id}?month=${MONTH}`);

    await page
      .getByLabel('Calendar address (https://…)')
      .fill(`http://127.0.0.1:${port}/other.ics`);
    await page.getByRole('button', { name: 'Add calendar' }).click();
    await expect(page.getByText('Feed added', { exact: false })).toBeVisible();
    const table = page.getByRole('table');
    await expect(async () => {
      await page.reload();
      await expect(table.getByRole('cell', { name: /^20\s*Other channel$/ })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Calendars from other sites' })).toContainText(
      'Last read',
    );
    const refused = await tryToBook(request, traveller, venue, on(21), on(25));
    expect(refused.status()).toBe(409);
  } finally {
    channel.close();
  }
});

test('a host sees every venue in one month, and goes from a venue to its own calendar', async ({
  page,
  request,
  host,
  traveller,
  venue: first,
  newVenue,
  book,
}) => {
  const second = await newVenue();
  await book(on(3), on(5));
  await request.post(`/api/holidaze/venues/${second.id}/blocks`, {
    headers: authHeaders(host),
    data: { dateFrom: on(8), dateTo: on(9) },
  });

  await openAs(page, host, `/admin/${host.name}/manage-venues`);
  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Calendar: all venues' })).toBeVisible();
  await page.goto(`/admin/${host.name}/calendar?month=${MONTH}`);
  const firstRow = page.getByRole('row', { name: new RegExp(first.name) });
  await expect(firstRow.getByRole('cell', { name: `Booked by ${traveller.name}` })).toHaveCount(2);
  const secondRow = page.getByRole('row', { name: new RegExp(second.name) });
  await expect(secondRow.getByRole('cell', { name: 'Blocked' })).toHaveCount(1);

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSideScroll(page);

  await secondRow.getByRole('link', { name: second.name }).click();
  await expect(page.getByRole('heading', { name: `Calendar: ${second.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: monthNameOf(MONTH) })).toBeVisible();
});

function monthNameOf(month: string) {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
