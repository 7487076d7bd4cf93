import { daysFromToday } from './support/api';
import { expect, test } from './support/test';

test('a venue link keeps what is valid and says, next to the picker, what it changed @dates', async ({
  page,
  newVenue,
}) => {
  const venue = await newVenue({ maxGuests: 4 });
  const from = daysFromToday(20);

  await page.goto(`/venue/${venue.id}?dateFrom=${from}&dateTo=${from}&guests=99`);
  const notes = page.getByRole('list', { name: 'Changes to the link' });
  await expect(notes).toContainText(
    "This venue takes at most 4 guests, so the link's 99 guests became 4.",
  );
  await expect(notes).toContainText(
    "The link's check-out is the same day as its check-in (minimum stay 1 night), so only the check-in was kept.",
  );
  await expect(page.getByLabel('Guests')).toHaveValue('4');
  await expect(page.getByRole('list', { name: 'Selected dates' })).toContainText('Check-in');
  // A polite live region, so the change is read out without interrupting.
  await expect(page.locator('[aria-live="polite"]').filter({ has: notes })).toHaveCount(1);

  await page.goto(`/venue/${venue.id}?dateFrom=2001-01-01&dateTo=banana&guests=2`);
  const more = page.getByRole('list', { name: 'Changes to the link' });
  await expect(more).toContainText('The check-in date in the link (Mon, 01 Jan 2001) has passed');
  await expect(more).toContainText('The check-out date in the link ("banana") is not a date');
  await expect(page.getByLabel('Guests')).toHaveValue('2');

  await page.goto(`/venue/${venue.id}?dateFrom=${daysFromToday(25)}&dateTo=${daysFromToday(22)}`);
  await expect(page.getByRole('list', { name: 'Changes to the link' })).toContainText(
    'is before its check-in, so only the check-in was kept',
  );
});
