import { expect, test } from '@playwright/test';
import { createBooking, createVenue, daysFromToday, signUp, useSessionOf } from './support/api';

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`at ${width} px a toast never covers the header`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const venue = await createVenue(request, await signUp(request, true));
    await useSessionOf(page, await signUp(request));
    await page.goto(`/venue/${venue.id}?dateFrom=${daysFromToday(20)}&dateTo=${daysFromToday(21)}`);
    await page.getByRole('button', { name: 'Book now' }).first().click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const toast = page.getByText('Booking confirmed!');
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    // The toast slides in from above: judge where it comes to rest, not a frame of its entrance.
    await expect
      .poll(async () => (await toast.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header!.y + header!.height);
  });
}

test('at 390 px the venue page keeps the price and Book now in a bar at the bottom', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const venue = await createVenue(request, await signUp(request, true), { price: 1450 });
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
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/venue/${venue.id}`);
  await expect(page.getByRole('heading', { name: 'Check availability' })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('a venue taken on the searched dates says so instead of offering Book now', async ({
  page,
  request,
}) => {
  const venue = await createVenue(request, await signUp(request, true), {
    name: `Taken Cabin ${Date.now().toString(36)}`,
  });
  const from = daysFromToday(60);
  const to = daysFromToday(63);
  await createBooking(request, await signUp(request), {
    venueId: venue.id,
    dateFrom: from,
    dateTo: to,
  });
  await page.goto(`/browse?q=${encodeURIComponent(venue.name)}&dateFrom=${from}&dateTo=${to}`);
  const card = page.getByRole('article').filter({ hasText: 'Taken Cabin' });
  await expect(card).toContainText('Unavailable during your selected dates');
  await expect(card.getByRole('link', { name: /Book now/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /See other dates/ })).toBeVisible();
});
