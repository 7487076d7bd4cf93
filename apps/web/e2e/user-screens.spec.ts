import { test } from '@playwright/test';
import { daysFromToday, useSessionOf } from './support/api';
import { daysFromEarliestToday, travellerWithVenue } from './support/user-data';

// Screenshots of each tab at desktop and phone width, for a person to look at; not an assertion.
// Run with USER_SCREENSHOTS=1; they land in the gitignored test-results folder.
test.skip(!process.env.USER_SCREENSHOTS, 'screenshots only on request');

test('user area screenshots', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { traveller, book } = await travellerWithVenue(request, {
    name: 'Fjordside Cabin with Sauna',
    maxGuests: 6,
    media: [
      { url: '/media/venues/11.svg', alt: 'Cabin by the fjord' },
      { url: '/media/venues/12.svg', alt: 'Sauna' },
    ],
    location: { city: 'Bergen', country: 'Norway' },
  });
  await book(daysFromEarliestToday(0), daysFromEarliestToday(3), 2);
  for (const start of [10, 20, 30, 40])
    await book(daysFromToday(start), daysFromToday(start + 3), 2);
  await useSessionOf(page, traveller);

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [tab, path] of [
      ['upcoming', ''],
      ['about', '/user-profile'],
      ['history', '/user-booking-history'],
    ] as const) {
      await page.goto(`/user/${traveller.name}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/user-screens/${tab}-${width}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/user/${traveller.name}`);
  await page.getByRole('button', { name: 'Booking options' }).first().click();
  await page.getByRole('menuitem', { name: 'Edit Guests' }).click();
  await page.screenshot({ path: 'test-results/user-screens/edit-guests-1280.png' });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Booking options' }).first().click();
  await page.getByRole('menuitem', { name: 'Cancel Booking' }).click();
  await page.screenshot({ path: 'test-results/user-screens/cancel-390.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Edit avatar' }).click();
  await page.getByLabel('Image URL').fill('not a url');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.screenshot({ path: 'test-results/user-screens/avatar-390.png' });
  await page.keyboard.press('Escape');
  await page.goto(`/user/${traveller.name}/user-profile`);
  await page.getByRole('button', { name: 'Edit bio' }).click();
  await page.getByLabel('Bio', { exact: true }).fill('Fjords, trains and good coffee.');
  await page.screenshot({ path: 'test-results/user-screens/bio-390.png', fullPage: true });
});
