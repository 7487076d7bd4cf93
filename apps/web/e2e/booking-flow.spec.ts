import { authHeaders, createBooking, daysFromToday, signUp } from './support/api';
import { bookNow, clickDay, openAs } from './support/pages';
import { expect, test } from './support/test';

// Tagged @dates: runs in the east and the west browser zone, where a shifted day would show.
test('a traveller books from the venue page and the stored days are the days clicked @dates', async ({
  page,
  request,
  traveller,
  newVenue,
}) => {
  const venue = await newVenue({ name: 'E2E Fjord Cabin', maxGuests: 4, price: 1000 });
  const from = daysFromToday(20);
  const to = daysFromToday(23);

  await openAs(page, traveller, `/venue/${venue.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Fjord Cabin');
  await page.getByLabel('Guests').selectOption('3');
  await page.getByRole('button', { name: 'Check Available Dates' }).click();
  await clickDay(page, from);
  await clickDay(page, to);
  await expect(page.getByRole('grid')).toHaveCount(0);

  const summary = page.getByRole('region', { name: 'Booking summary' });
  await expect(summary).toContainText('3 nights');
  await expect(summary).toContainText('NOK 3,000');
  await page.getByRole('button', { name: 'Book now' }).click();

  const review = page.getByRole('dialog', { name: 'Review' });
  await expect(review).toContainText('NOK 3,000');
  await expect(review).toContainText('Pay the host at check-in: NOK 3,000');
  await review.getByRole('button', { name: 'Confirm Booking' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed' });
  // The reference the server stored (see booking-outcome.spec.ts), in its alphabet.
  await expect(confirmed.getByText(/^REF-[0-9A-HJKMNP-TV-Z]{8}$/)).toBeVisible();
  await expect(page.getByText('Booking confirmed!')).toBeVisible();

  const stored = await request.get(
    `/api/holidaze/profiles/${traveller.name}/bookings?_venue=true`,
    {
      headers: authHeaders(traveller),
    },
  );
  expect(stored.status()).toBe(200);
  const { data } = (await stored.json()) as {
    data: { dateFrom: string; dateTo: string; guests: number; venue?: { id: string } }[];
  };
  expect(data).toHaveLength(1);
  expect(data[0]).toMatchObject({
    dateFrom: `${from}T00:00:00.000Z`,
    dateTo: `${to}T00:00:00.000Z`,
    guests: 3,
    venue: { id: venue.id },
  });

  // The footer's Close (the dialog's × in its header does the same).
  await confirmed.getByRole('button', { name: 'Close' }).last().click();
  // To the new booking, on its page of the list.
  await expect(page).toHaveURL(new RegExp(`/user/${traveller.name}\\?booking=[^&]+&page=1$`));
});

test('a stay someone else books first fails in the red alert under the panel', async ({
  page,
  request,
  traveller,
  venue,
}) => {
  const rival = await signUp(request);
  const from = daysFromToday(40);
  const to = daysFromToday(42);

  await openAs(page, traveller, `/venue/${venue.id}?dateFrom=${from}&dateTo=${to}&guests=2`);
  await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('2 nights');
  await createBooking(request, rival, { venueId: venue.id, dateFrom: from, dateTo: to });

  await bookNow(page);
  await expect(page.getByRole('alert')).toContainText('overlap with an existing booking');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The venue was read again: the stay taken first is now booked, so it cannot be offered again.
  await expect(page.getByRole('button', { name: 'Select dates to book' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Booking summary' })).toHaveCount(0);
});
