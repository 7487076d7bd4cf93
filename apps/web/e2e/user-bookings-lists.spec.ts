import { authHeaders, daysFromToday, requestToBook, useSessionOf } from './support/api';
import { bookNow, openAs } from './support/pages';
import { atEachWidth, expect, test } from './support/test';
import { displayDate } from './support/user-data';

/**
 * The traveller's bookings lists: a new booking is found where they land after booking, the
 * page they are on is in the address, and requests and their outcomes are not called upcoming.
 */

atEachWidth((width) => {
  test('the booking just made is shown after booking, on its page of Upcoming', async ({
    page,
    traveller,
    venue,
    book,
  }) => {
    for (const start of [10, 20, 30]) await book(daysFromToday(start), daysFromToday(start + 2));
    await useSessionOf(page, traveller);
    const from = daysFromToday(40);
    const to = daysFromToday(42);
    await page.goto(`/venue/${venue.id}?dateFrom=${from}&dateTo=${to}&guests=1`);
    await bookNow(page);
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed' });
    await confirmed.getByRole('button', { name: 'Close', exact: true }).last().click();

    const list = page.getByRole('list', { name: 'Upcoming Bookings' });
    await expect(list).toContainText(displayDate(from));
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await page.screenshot({ path: `test-results/bookings-new-${width}.png`, fullPage: true });

    // The page is in the address: a reload (or a shared link) stays on it.
    const pages = page.getByRole('navigation', { name: 'Upcoming Bookings pages' });
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(list).not.toContainText(displayDate(from));
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await page.reload();
    await expect(list).toContainText(displayDate(from));
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('requests wait apart from upcoming stays, and a declined one is history', async ({
    page,
    request,
    host,
    traveller,
    venue,
    newVenue,
    book,
  }) => {
    await book(daysFromToday(10), daysFromToday(12));
    const other = await newVenue();
    for (const id of [venue.id, other.id]) await requestToBook(request, host, id);
    const refused = await book(daysFromToday(30), daysFromToday(32));
    const declined = await request.post(`/api/holidaze/bookings/${refused.id}/decline`, {
      headers: authHeaders(host),
      data: {},
    });
    expect(declined.status()).toBe(200);
    await book(daysFromToday(20), daysFromToday(22), { venue: other });
    await openAs(page, traveller, `/user/${traveller.name}`);
    const upcoming = page.getByRole('list', { name: 'Upcoming Bookings' });
    await expect(upcoming.getByRole('article')).toHaveCount(1);
    await expect(upcoming).toContainText(displayDate(daysFromToday(10)));
    const requests = page.getByRole('list', { name: 'Waiting for the host' });
    await expect(requests.getByRole('article')).toHaveCount(1);
    await expect(requests).toContainText(displayDate(daysFromToday(20)));
    await page.screenshot({ path: `test-results/bookings-requests-${width}.png`, fullPage: true });

    await page.goto(`/user/${traveller.name}/user-booking-history`);
    const history = page.getByRole('list', { name: 'Booking History' });
    await expect(history).toContainText(displayDate(daysFromToday(30)));
    await expect(history).toContainText('Declined by the host');
  });
});
