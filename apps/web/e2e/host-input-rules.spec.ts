import { authHeaders } from './support/api';
import { browserDay, storedVenue } from './support/admin-data';
import { openAs } from './support/pages';
import { atEachWidth, expect, test } from './support/test';

/** What a host may not save: a night for NOK 0, or blocked dates that have already passed. */

atEachWidth((width) => {
  test('the venue form refuses a free night at the price', async ({
    page,
    request,
    host,
    venue,
  }) => {
    await openAs(page, host, `/admin/${host.name}/edit-venue/${venue.id}`);
    const price = page.getByLabel('Price per night (NOK)');
    await price.fill('0');
    await page.getByRole('button', { name: 'Update Venue' }).click();
    await expect(page.getByText('A night must cost at least NOK 1')).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: `test-results/host-free-night-${width}.png` });
    const stored = await storedVenue(request, venue.id);
    expect(((await stored.json()) as { data: { price: number } }).data.price).toBe(1000);
  });

  test('the calendar refuses a block that starts in the past', async ({
    page,
    request,
    host,
    venue,
  }) => {
    await openAs(page, host, `/admin/${host.name}/calendar/${venue.id}`);
    const form = page.getByRole('form', { name: 'Block dates' });
    // Two days before the browser's today: past in every zone.
    const [past, soon] = [await browserDay(page, -2), await browserDay(page, 2)];
    await form.getByLabel('First night').fill(past);
    await form.getByLabel('Until (check-out day)').fill(soon);
    await form.getByRole('button', { name: 'Block dates' }).click();
    await expect(form).toContainText('Blocked dates cannot start in the past');
    await page.screenshot({ path: `test-results/host-past-block-${width}.png` });
    const blocks = await request.get(`/api/holidaze/venues/${venue.id}/blocks`, {
      headers: authHeaders(host),
    });
    expect(((await blocks.json()) as { data: unknown[] }).data).toEqual([]);
  });
});
