import { daysFromToday } from './support/api';
import { bookNow, openAs } from './support/pages';
import { DESKTOP, PHONE, atEachWidth, expect, test } from './support/test';

atEachWidth(() => {
  test('a toast never covers the header', async ({ page, traveller, venue }) => {
    await openAs(
      page,
      traveller,
      `/venue/${venue.id}?dateFrom=${daysFromToday(20)}&dateTo=${daysFromToday(21)}`,
    );
    await bookNow(page);
    const toast = page.getByText('Booking confirmed!');
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    // The toast slides in from above: judge where it comes to rest, not a frame of its entrance.
    await expect
      .poll(async () => (await toast.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header!.y + header!.height);
  });
});

test('at 390 px the venue page keeps the price and Book now in a bar at the bottom', async ({
  page,
  newVenue,
}) => {
  await page.setViewportSize(PHONE);
  const venue = await newVenue({ price: 1450 });
  await page.goto(`/venue/${venue.id}`);
  const bar = page.getByTestId('sticky-book-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('NOK 1,450 / night');
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeCloseTo(844, 0);
  await bar.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { name: 'Check availability' })).toBeInViewport();
  await expect(bar).toBeHidden();

  // Not on a desktop, where the panel stays beside the details.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/venue/${venue.id}`);
  await expect(page.getByRole('heading', { name: 'Check availability' })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('a venue taken on the searched dates says so instead of offering Book now', async ({
  page,
  venue,
  book,
}) => {
  const from = daysFromToday(60);
  const to = daysFromToday(63);
  await book(from, to);
  await page.goto(`/browse?q=${encodeURIComponent(venue.name)}&dateFrom=${from}&dateTo=${to}`);
  const card = page.getByRole('article').filter({ hasText: venue.name });
  await expect(card).toContainText('Unavailable during your selected dates');
  await expect(card.getByRole('link', { name: /Book now/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /See other dates/ })).toBeVisible();
});
