import { authHeaders, daysFromToday } from './support/api';
import { clickDay } from './support/pages';
import { PHONE, atEachWidth, atWidth, expect, test } from './support/test';
import { displayDate } from './support/user-data';

/**
 * The stay chosen on a venue page lives in its address (replaced, not pushed: Back still leaves
 * the page), so a reload or a shared link keeps it; and the phone's bottom bar prices that stay.
 */

// A venue for four at NOK 1,000 a night: the guests picked and the sums below.
test.use({ venueData: { price: 1000, maxGuests: 4 } });

atEachWidth((width) => {
  test('@dates the dates and guests picked are put in the URL and survive a reload', async ({
    page,
    venue,
  }) => {
    const from = daysFromToday(20);
    const to = daysFromToday(23);
    await page.goto('/');
    await page.goto(`/venue/${venue.id}`);
    const entries = await page.evaluate(() => history.length);
    await page.getByLabel('Guests').selectOption('3');
    await page.getByRole('button', { name: 'Check Available Dates' }).click();
    await clickDay(page, from);
    await clickDay(page, to);

    await expect(page).toHaveURL(
      new RegExp(`/venue/${venue.id}\\?(?=.*dateFrom=${from})(?=.*dateTo=${to})(?=.*guests=3)`),
    );
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.reload();
    await expect(page.getByText(`Check-in: ${displayDate(from)}`)).toBeVisible();
    await expect(page.getByText(`Check-out: ${displayDate(to)}`)).toBeVisible();
    await expect(page.getByLabel('Guests')).toHaveValue('3');
    await page.screenshot({ path: `test-results/venue-url-${width}.png` });

    await page.getByRole('button', { name: 'Clear Dates' }).click();
    await expect(page).not.toHaveURL(/dateFrom=/);
    // Back leaves the venue page: choosing dates added no history entries.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

atWidth(PHONE.width, () => {
  test("the bottom bar shows the stay's total with its fees once dates are chosen, as the panel does", async ({
    page,
    request,
    host,
    venue,
  }) => {
    const pricing = await request.put(`/api/holidaze/venues/${venue.id}/pricing`, {
      headers: authHeaders(host),
      data: { cleaningFee: 500 },
    });
    expect(pricing.status()).toBe(200);
    const bar = page.getByTestId('sticky-book-bar');

    await page.goto(`/venue/${venue.id}`);
    await expect(bar).toContainText('NOK 1,000 / night');

    await page.goto(`/venue/${venue.id}?dateFrom=${daysFromToday(20)}&dateTo=${daysFromToday(23)}`);
    await expect(bar).toContainText('NOK 3,500 total · 3 nights');
    await page.screenshot({ path: 'test-results/venue-bar-total-390.png' });
    await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('NOK 3,500');
  });
});
