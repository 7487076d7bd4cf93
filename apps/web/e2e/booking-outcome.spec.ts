import type { Page } from '@playwright/test';
import { authHeaders, daysFromToday, signUp, type Account } from './support/api';
import { idempotencyKeysSent, openAs } from './support/pages';
import { expect, test, type Venue } from './support/test';
import { storedBookings } from './support/user-data';

const REFERENCE = /^REF-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * The traveller presses Book now on the venue's page for a stay of two guests; the
 * Idempotency-Key of every booking the page sends from then on, in order.
 */
async function pressBookNow(
  page: Page,
  traveller: Account,
  venue: Venue,
  stay: { from: string; to: string },
): Promise<(string | null)[]> {
  const keys = idempotencyKeysSent(page, '/api/holidaze/bookings');
  await openAs(
    page,
    traveller,
    `/venue/${venue.id}?dateFrom=${stay.from}&dateTo=${stay.to}&guests=2`,
  );
  await page.getByRole('button', { name: 'Book now' }).click();
  return keys;
}

test('a double click on Confirm Booking makes one booking and shows one outcome with the stored reference', async ({
  page,
  request,
  traveller,
  newVenue,
}) => {
  const venue = await newVenue({ name: 'E2E Double Click Cabin', price: 900 });
  const posts = await pressBookNow(page, traveller, venue, {
    from: daysFromToday(50),
    to: daysFromToday(53),
  });
  await page
    .getByRole('dialog', { name: 'Review' })
    .getByRole('button', { name: 'Confirm Booking' })
    .dblclick();

  const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed' });
  await expect(confirmed).toBeVisible();
  await expect(page.getByText('Booking confirmed!')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const data = await storedBookings(request, traveller);
  expect(data).toHaveLength(1);
  const { id, reference = '' } = data[0]!;
  expect(reference).toMatch(REFERENCE);
  await expect(confirmed.getByText(reference, { exact: true })).toBeVisible();
  // Every request that went out carried one and the same key.
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(new Set(posts).size).toBe(1);
  expect(posts[0]).toBeTruthy();

  // The confirmation page names the booking and reads it from the API.
  await confirmed.getByRole('link', { name: 'View confirmation' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-success\\?booking=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText('Total', { exact: true }).locator('..')).toContainText('NOK 2,700');

  // The traveller's card shows the same reference and the price.
  await page.goto(`/user/${traveller.name}`);
  const card = page.getByRole('article').filter({ hasText: 'E2E Double Click Cabin' });
  await expect(card.getByText(reference)).toBeVisible();
  await expect(card.getByText(/^Total NOK 2,700$/)).toBeVisible();
});

test('/booking-success claims nothing when opened directly or by someone else', async ({
  page,
  request,
  book,
}) => {
  const stranger = await signUp(request);
  const booking = await book(daysFromToday(60), daysFromToday(62));

  // A signed-out visitor is asked to log in first (a receipt link opened from a mail).
  await page.goto(`/booking-success?booking=${booking.id}`);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toHaveCount(0);

  // Someone else is sent to their own bookings.
  await openAs(page, stranger, `/booking-success?booking=${booking.id}`);
  await expect(page).toHaveURL(new RegExp(`/user/${stranger.name}$`));
  await expect(page.getByText('There is no booking confirmation to show here.')).toBeVisible();
  await page.goto('/booking-success');
  await expect(page).toHaveURL(new RegExp(`/user/${stranger.name}$`));
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toHaveCount(0);
});

test('a host cancels a booking with a reason; the traveller sees "Cancelled by host" and why', async ({
  page,
  request,
  host,
  traveller,
  venue,
  book,
}) => {
  // Two nights at createVenue's NOK 1,000.
  const booking = await book(daysFromToday(70), daysFromToday(72));
  const detail = await request.get(`/api/holidaze/bookings/${booking.id}`, {
    headers: authHeaders(traveller),
  });
  const { reference } = ((await detail.json()) as { data: { reference: string } }).data;

  await openAs(page, host, `/admin/${host.name}/manage-bookings`);
  const card = page.getByRole('article').filter({ hasText: venue.name });
  await expect(card.getByText(reference)).toBeVisible();
  await expect(card.getByText(/^Total NOK 2,000$/)).toBeVisible();
  await card.getByRole('button', { name: /^Cancel booking/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog
    .getByLabel('Reason for the traveller (optional)')
    .fill('A burst pipe in the kitchen');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('The booking has been cancelled.')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: venue.name })).toHaveCount(0);

  const after = await request.get(`/api/holidaze/bookings/${booking.id}`, {
    headers: authHeaders(traveller),
  });
  expect(((await after.json()) as { data: { status: string } }).data.status).toBe(
    'cancelledByHost',
  );

  // The traveller's session is put in place after the host's, so it is the one the page loads.
  await openAs(page, traveller, `/user/${traveller.name}`);
  const travellerCard = page.getByRole('article').filter({ hasText: venue.name });
  await expect(travellerCard.getByRole('note')).toHaveText(
    'Cancelled by host: A burst pipe in the kitchen',
  );
  await expect(travellerCard.getByText(reference)).toBeVisible();
});

test('an API failure while confirming keeps the dialog and the venue page, and trying again books once', async ({
  page,
  request,
  traveller,
  newVenue,
}) => {
  const venue = await newVenue({ name: 'E2E Outage Cabin', price: 900 });
  const keys = await pressBookNow(page, traveller, venue, {
    from: daysFromToday(60),
    to: daysFromToday(62),
  });
  // The API goes down: the booking and the venue's next read both fail.
  await page.route('**/api/holidaze/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ message: 'Something went wrong.' }],
        status: 'Error',
        statusCode: 500,
      }),
    }),
  );
  const dialog = page.getByRole('dialog', { name: 'Review' });
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your booking was not made');
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Outage Cabin' })).toBeVisible();
  await expect(page.getByText('Venue could not be loaded')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/booking-api-failure-1280.png' });

  // The API is back: the same attempt goes through.
  await page.unroute('**/api/holidaze/**');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Confirmed' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await storedBookings(request, traveller)).toHaveLength(1);
});
