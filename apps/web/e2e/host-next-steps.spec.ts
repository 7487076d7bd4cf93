import { type Page } from '@playwright/test';
import { uniqueName, useSessionOf } from './support/api';
import { chooseFromMenu, openAs } from './support/pages';
import { atEachWidth, expect, test } from './support/test';

/**
 * A new host's way from the venue form to the venue's prices, fees and cancellation policy, which
 * live on the venue's calendar page: every place where a host has just made or is editing a venue
 * leads there.
 */

async function expectPricingInView(page: Page, username: string, venueId: string) {
  await expect(page).toHaveURL(new RegExp(`/admin/${username}/calendar/${venueId}#pricing$`));
  const heading = page.getByRole('heading', { name: 'Prices and cancellation' });
  await expect(heading).toBeInViewport();
  // Below the fixed header (64 px), not behind it.
  await expect.poll(async () => (await heading.boundingBox())?.y).toBeGreaterThanOrEqual(64);
}

atEachWidth((width) => {
  test('creating a venue offers to set its prices, fees and policy', async ({ page, host }) => {
    await useSessionOf(page, host);
    const name = `Cabin ${uniqueName('c')}`;
    await page.goto(`/admin/${host.name}/new-venue`);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description').fill('A cabin by the lake.');
    await page.getByLabel('Price per night (NOK)').fill('900');
    await page.getByLabel('Max Guests').fill('2');
    await page.getByRole('button', { name: 'Create Venue' }).click();

    const next = page.getByRole('status').filter({ hasText: `${name} is listed` });
    await expect(next).toBeVisible();
    await page.screenshot({ path: `test-results/host-created-${width}.png`, fullPage: true });
    await next.getByRole('link', { name: 'Set prices, fees and policy' }).click();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expectPricingInView(page, host.name, id);
    await page.screenshot({ path: `test-results/host-pricing-${width}.png` });
  });

  test("the venue form and the venue's menu lead to its prices", async ({ page, host, venue }) => {
    await openAs(page, host, `/admin/${host.name}/edit-venue/${venue.id}`);
    await expect(page.getByLabel('Price per night (NOK)')).toHaveValue('1000');
    await page.screenshot({ path: `test-results/host-edit-${width}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Set prices, fees and policy' }).click();
    await expectPricingInView(page, host.name, venue.id);

    await page.goto(`/admin/${host.name}/manage-venues`);
    const card = page.getByRole('article', { name: venue.name });
    await chooseFromMenu(card, 'Venue options', 'Prices, fees and policy');
    await expectPricingInView(page, host.name, venue.id);
  });
});

test("@dates a host venue card shows when it was created and updated in the viewer's zone", async ({
  page,
  host,
  venue,
}) => {
  await useSessionOf(page, host);
  // Instants the test chooses: Thursday 26 November 2026 at 11:00 and 13:00 UTC. Both are Friday
  // in Kiritimati (UTC+14) and Thursday in St John's (UTC−3:30); the nearest UTC midnights are
  // Thursday's and Friday's.
  await page.route(`**/api/holidaze/profiles/${host.name}/venues*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { created: string; updated: string }[] };
    for (const item of body.data) {
      item.created = '2026-11-26T11:00:00.000Z';
      item.updated = '2026-11-26T13:00:00.000Z';
    }
    await route.fulfill({ response, json: body });
  });
  const east = await page.evaluate(() => new Date('2026-11-26T11:00:00Z').getDate() === 27);
  const day = east ? 'Fri, 27 Nov 2026' : 'Thu, 26 Nov 2026';
  await page.goto(`/admin/${host.name}/manage-venues`);
  await expect(page.getByRole('article', { name: venue.name })).toContainText(
    `Created ${day} · Updated ${day}`,
  );
});
