import { createBooking, daysFromEarliestToday, daysFromToday, signUp } from './support/api';
import {
  browserToday,
  listedCount,
  managerVenues,
  statusOf,
  type Status,
} from './support/admin-data';
import { openAs, screenshotEachPage } from './support/pages';
import { expect, test } from './support/test';

test('a new manager sees the empty dashboard, then bookings on their venue by status @dates', async ({
  page,
  request,
  host: manager,
  traveller: first,
  newVenue,
}) => {
  await openAs(page, manager, `/admin/${manager.name}`);
  await expect(page.getByRole('heading', { level: 1, name: manager.name })).toBeVisible();
  await expect(page.getByText('Venue Manager')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your first venue' })).toHaveAttribute(
    'href',
    `/admin/${manager.name}/new-venue`,
  );

  const venue = await newVenue({ price: 1000, rating: 4 });
  const second = await signUp(request);
  // Upcoming in every browser zone; and one begun at the API's earliest "today", so ongoing.
  await createBooking(request, first, {
    venueId: venue.id,
    dateFrom: daysFromToday(20),
    dateTo: daysFromToday(23),
    guests: 2,
  });
  await createBooking(request, second, {
    venueId: venue.id,
    dateFrom: daysFromToday(40),
    dateTo: daysFromToday(41),
  });
  await createBooking(request, first, {
    venueId: venue.id,
    dateFrom: daysFromEarliestToday(0),
    dateTo: daysFromEarliestToday(5),
  });

  await page.reload();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toContainText('Total Venues1');
  await expect(stats).toContainText('Total Bookings3');
  // The host set 4 stars, but no guest has reviewed the venue yet.
  await expect(stats).toContainText('Average RatingNew');
  // 3 + 1 + 5 nights at NOK 1,000.
  await expect(stats).toContainText('RevenueNOK 9,000');

  await page.getByRole('link', { name: 'View Bookings' }).click();
  await expect(page.getByRole('link', { name: 'View Bookings' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(3);
  // By check-in day: the ongoing one first.
  await expect(cards.nth(0)).toContainText('Ongoing');
  await expect(cards.nth(1)).toContainText(first.name);
  await expect(cards.nth(1)).toContainText('(3 nights)');
  await expect(cards.nth(1)).toContainText('2 guests');
  await expect(cards.nth(2)).toContainText(second.name);

  const show = page.getByLabel('Show');
  await show.selectOption('Upcoming');
  await expect(cards).toHaveCount(2);
  await show.selectOption('Ongoing');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(venue.name);
  await show.selectOption('Completed');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No bookings found.')).toBeVisible();
});

// Past stays cannot be booked through the API (it refuses dates in the past), so the completed
// ones come from the demo manager's seeded bookings.
test('the demo manager sees every booking on their venues under the Show filter', async ({
  page,
  request,
  demoManager: demo,
}) => {
  await openAs(page, demo, `/admin/${demo.name}/manage-bookings`);
  await expect(page.getByLabel('Show')).toBeVisible();
  const today = await browserToday(page);
  const bookings = (await managerVenues(request, demo)).flatMap((v) => v.bookings ?? []);
  const expected: Record<Status | 'all', number> = {
    all: bookings.length,
    upcoming: 0,
    ongoing: 0,
    completed: 0,
  };
  for (const booking of bookings) expected[statusOf(booking, today)] += 1;
  expect(expected.completed).toBeGreaterThan(0);
  expect(expected.upcoming).toBeGreaterThan(0);

  const labels = { upcoming: 'Upcoming', ongoing: 'Ongoing', completed: 'Completed' } as const;
  for (const filter of ['all', 'upcoming', 'ongoing', 'completed'] as const) {
    await page.getByLabel('Show').selectOption(filter);
    const cards = page.getByRole('main').getByRole('article');
    if (expected[filter] === 0) {
      await expect(page.getByText('No bookings found.')).toBeVisible();
      continue;
    }
    await expect(cards.first()).toBeVisible();
    if (filter !== 'all') {
      for (const card of await cards.all()) await expect(card).toContainText(labels[filter]);
    }
    expect(await listedCount(page, 'Booking pages'), filter).toBe(expected[filter]);
  }
});

test('a traveller opening the admin area lands on Access Denied', async ({ page, traveller }) => {
  await openAs(page, traveller, `/admin/${traveller.name}/manage-venues`);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
});

test('screenshots of the admin pages at 1280 and 390 px', async ({
  page,
  demoManager: demo,
  demoVenue: venue,
}) => {
  const shots: [string, string][] = [
    ['overview', `/admin/${demo.name}`],
    ['manage-venues', `/admin/${demo.name}/manage-venues`],
    ['manage-bookings', `/admin/${demo.name}/manage-bookings`],
    ['new-venue', `/admin/${demo.name}/new-venue`],
    ['edit-venue', `/admin/${demo.name}/edit-venue/${venue.id}`],
  ];
  await screenshotEachPage(page, demo, 'admin-screens', shots, async ([name]) => {
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    if (name.endsWith('venue')) await expect(page.locator('.leaflet-container')).toBeVisible();
  });
});
