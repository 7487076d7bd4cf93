import { formatDeadline } from '@holidaze/domain';
import { daysFromToday } from './support/api';
import { chooseFromMenu, openAs } from './support/pages';
import { expect, test, WIDTHS } from './support/test';

/**
 * What a traveller is told must be true: a venue's score is its guests' (never the stars its host
 * gave it), nothing is charged so nothing is "refunded", and a cancellation deadline is the one
 * the policy states, shown in the traveller's own zone.
 */

// The sums below are for a venue at NOK 1,000 a night.
test.use({ venueData: { price: 1000 } });

for (const width of WIDTHS) {
  test(`a new venue says New, not its host's stars, on its card and its page at ${width} px`, async ({
    page,
    newVenue,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const picked5 = await newVenue({ rating: 5 });
    const picked0 = await newVenue({ rating: 0 });

    await page.goto(`/browse?q=${encodeURIComponent(picked5.name)}`);
    const card = page.getByRole('article').filter({ hasText: picked5.name });
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: /stars?$/ })).toHaveCount(0);
    await page.screenshot({ path: `test-results/trust/browse-new-${width}.png` });

    // Rating: High to Low ranks the guests' scores: the host's five stars put it nowhere near
    // the top, and the first card has a score of its guests.
    await page.goto('/browse');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Rating: High to Low');
    await expect(page).toHaveURL(/sort=rating/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: picked5.name })).toHaveCount(0);
    await expect(cards.first().getByRole('img', { name: /stars?$/ })).toBeVisible();

    await page.goto(`/venue/${picked0.id}`);
    // The venue's header: its name, then its score (the name shares a row with the heart).
    const header = page
      .locator('header')
      .filter({ has: page.getByRole('heading', { level: 1, name: picked0.name }) });
    await expect(header).toContainText('New');
    await expect(header).toContainText('No reviews yet');
    await expect(page.getByText('Very Poor')).toHaveCount(0);
    await expect(page.getByText(/Host's rating/)).toHaveCount(0);
    await page.screenshot({ path: `test-results/trust/venue-new-${width}.png` });
  });
}

for (const width of WIDTHS) {
  test(`the review step asks for no card and says what is paid at check-in at ${width} px`, async ({
    page,
    traveller,
    venue,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAs(
      page,
      traveller,
      `/venue/${venue.id}?dateFrom=${daysFromToday(30)}&dateTo=${daysFromToday(33)}&guests=1`,
    );
    await page.getByRole('button', { name: 'Book now' }).filter({ visible: true }).first().click();
    const review = page.getByRole('dialog', { name: 'Review' });
    await expect(review).toContainText('Pay the host at check-in: NOK 3,000');
    await expect(review.getByRole('radio')).toHaveCount(0);
    await expect(review).not.toContainText(/Credit Card|Apple Pay|Klarna/);
    // The stay's own deadline, in the traveller's zone (Pacific/Kiritimati: 00:00 the day before
    // the check-in date is 10:00 UTC two days before).
    await expect(review).toContainText(
      `For these dates: ${new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${daysFromToday(29)}T00:00:00Z`))}, 00:00 GMT+14, your time.`,
    );
    await page.screenshot({ path: `test-results/trust/review-${width}.png` });
  });
}

// Tagged @dates: the deadline is shown in the browser's zone, east and west of UTC.
test('the cancel dialog says what will no longer be owed, until when, in my zone @dates', async ({
  page,
  traveller,
  venue,
  book,
}, testInfo) => {
  const checkIn = daysFromToday(20);
  await book(checkIn, daysFromToday(22));
  await openAs(page, traveller, `/user/${traveller.name}`);

  const card = page.getByRole('article', { name: venue.name });
  await chooseFromMenu(card, 'Booking options', 'Cancel Booking');
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(dialog).toContainText('You will no longer owe NOK 2,000');
  await expect(dialog).not.toContainText(/refund/i);
  // The policy's words and the deadline agree: 10:00 UTC two days before the check-in date...
  await expect(dialog).toContainText(
    'Free cancellation until 10:00 UTC two days before the check-in date',
  );
  const deadline = new Date(`${checkIn}T10:00:00Z`);
  deadline.setUTCDate(deadline.getUTCDate() - 2);
  // ...shown in the traveller's own zone, with the zone named.
  const zone = testInfo.project.use.timezoneId!;
  const shown = formatDeadline(deadline, zone);
  expect(shown).toMatch(zone === 'Pacific/Kiritimati' ? /00:00 GMT\+14$/ : /0[67]:30 GMT-[23]:30$/);
  await expect(dialog).toContainText(`These terms hold until ${shown}, your time.`);
  await page.screenshot({ path: `test-results/trust/cancel-${testInfo.project.name}.png` });
});
