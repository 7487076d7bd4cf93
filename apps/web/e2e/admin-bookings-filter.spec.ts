import { useSessionOf } from './support/api';
import { listedCount } from './support/admin-data';
import { expect, test } from './support/test';

// The demo host has hundreds of bookings: what a real host's dashboard looks like.
test.beforeEach(async ({ page, demoManager }) => {
  await useSessionOf(page, demoManager);
});

test('revenue reads like money, not like thousands with a k', async ({ page }) => {
  await page.goto('/admin/demo_manager');
  const stats = page.getByRole('region', { name: 'Statistics' });
  const revenue = stats.getByText('Revenue').locator('xpath=following-sibling::*[1]');
  await expect(revenue).toHaveText(/^NOK (\d{1,3}(,\d{3})*|\d+\.\d{2} M)$/);
});

test('the bookings list narrows by venue and by month, three to a page', async ({ page }) => {
  await page.goto('/admin/demo_manager/manage-bookings');
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  const total = await listedCount(page, 'Booking pages');
  expect(total).toBeGreaterThan(30);

  const venueSelect = page.getByLabel('Venue', { exact: true });
  const venueName = (await venueSelect.locator('option').nth(1).textContent())!;
  await venueSelect.selectOption({ label: venueName });
  await expect(main.getByRole('article').first()).toBeVisible();
  const cards = main.getByRole('article');
  for (const card of await cards.all()) await expect(card).toContainText(venueName);
  const onVenue = await listedCount(page, 'Booking pages');
  expect(onVenue).toBeLessThan(total);
  await expect(main.getByText(`${onVenue} booking`, { exact: false })).toBeVisible();

  const monthSelect = page.getByLabel('Month', { exact: true });
  const month = (await monthSelect.locator('option').nth(1).textContent())!;
  expect(month).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  await monthSelect.selectOption({ label: month });
  const inMonth = (await cards.count()) === 0 ? 0 : await listedCount(page, 'Booking pages');
  expect(inMonth).toBeLessThanOrEqual(onVenue);
  await expect(cards.first().or(main.getByText('No bookings found.'))).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(3);
});
