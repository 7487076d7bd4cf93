import { authHeaders, daysFromToday, useSessionOf } from './support/api';
import { addSeason, chooseFromMenu, fillIn, openAs } from './support/pages';
import { expect, test } from './support/test';
import { storedBookings } from './support/user-data';

/**
 * Price and cancellation (docs/api.md, "Prices and quotes"): a host sets a season, a weekly
 * discount, a cleaning fee and a strict policy in the web app; a traveller sees the stay itemised
 * before booking and in the review, books it, keeps that price after the host changes theirs, and
 * is told the refund before cancelling.
 */
test('a seasonal night and a weekly discount are itemised, kept, and released by the policy on cancelling', async ({
  page,
  request,
  host,
  traveller,
  newVenue,
}) => {
  const venue = await newVenue({ name: `E2E Priced Cabin ${Date.now()}` });

  await openAs(page, host, `/admin/${host.name}/calendar/${venue.id}`);
  const form = page.getByRole('form', { name: 'Prices and cancellation' });
  await fillIn(form, {
    'Cleaning fee per stay (NOK)': '450',
    'Weekly discount, 7+ nights (%)': '10',
  });
  await addSeason(form, 'Price season', {
    from: daysFromToday(30),
    until: daysFromToday(32),
    'price per night (NOK)': '1500',
    'name (optional)': 'Festival',
  });
  await form.getByRole('radio', { name: /^Strict/ }).check();
  await form.getByRole('button', { name: 'Save prices' }).click();
  await expect(form.getByRole('status')).toHaveText('Prices and policy saved.');

  // Seven nights, two of them in the season: 5 × 1,000 + 2 × 1,500 − 10 % + 450 = 7,650.
  const [from, to] = [daysFromToday(27), daysFromToday(34)];
  // The same browser, now as the traveller: init scripts run in order, so this session wins.
  const travellerPage = page;
  await useSessionOf(travellerPage, traveller);
  await travellerPage.goto(`/venue/${venue.id}?dateFrom=${from}&dateTo=${to}&guests=2`);
  const summary = travellerPage.getByRole('region', { name: 'Booking summary' });
  await expect(summary).toContainText('5 nights × NOK 1,000');
  await expect(summary).toContainText('2 Festival nights × NOK 1,500');
  await expect(summary).toContainText('Weekly discount (10 %)− NOK 800');
  await expect(summary).toContainText('Cleaning feeNOK 450');
  await expect(summary).toContainText('TotalNOK 7,650');
  await expect(travellerPage.getByText('Cancellation policy: Strict.')).toBeVisible();

  await travellerPage.getByRole('button', { name: 'Book now' }).click();
  const review = travellerPage.getByRole('dialog', { name: 'Review' });
  await expect(review).toContainText('TotalNOK 7,650');
  await expect(review).toContainText(
    'Cancel until 10:00 UTC eight days before the check-in date and 50 % of the price stays owed',
  );
  // Nothing is charged: what will be owed at check-in, and no payment method to pick.
  await expect(review).toContainText('Pay the host at check-in: NOK 7,650');
  await expect(review.getByRole('radio')).toHaveCount(0);
  await review.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(travellerPage.getByRole('dialog', { name: 'Booking Confirmed' })).toBeVisible();

  const stored = await storedBookings(request, traveller);
  expect(stored).toEqual([
    expect.objectContaining({
      totalOre: 765_000,
      cancellationPolicy: 'strict',
      paymentPreference: null,
    }),
  ]);

  // The host raises the cleaning fee: the booking keeps the price it was made at.
  const raised = await request.put(`/api/holidaze/venues/${venue.id}/pricing`, {
    headers: authHeaders(host),
    data: { cleaningFee: 2000, weeklyDiscountPercent: 10, cancellationPolicy: 'flexible' },
  });
  expect(raised.status()).toBe(200);

  await travellerPage.goto(`/user/${traveller.name}`);
  const card = travellerPage.getByRole('article').filter({ hasText: venue.name });
  await expect(card.getByText(/^Total NOK 7,650$/)).toBeVisible();
  await card.getByText('Price details').click();
  await expect(card).toContainText('2 Festival nights × NOK 1,500');

  await chooseFromMenu(card, 'Booking options', 'Cancel Booking');
  const dialog = travellerPage.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(dialog).toContainText(
    'You will no longer owe NOK 3,825 of NOK 7,650; NOK 3,825 stays owed to the host under the policy',
  );
  await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(travellerPage.getByText('Booking cancelled.')).toBeVisible();
  const cancelled = await request.get(
    `/api/holidaze/profiles/${traveller.name}/bookings?_cancelled=true`,
    { headers: authHeaders(traveller) },
  );
  const [record] = ((await cancelled.json()) as { data: { status: string; refundOre: number }[] })
    .data;
  expect(record).toMatchObject({ status: 'cancelled', refundOre: 382_500 });
});
