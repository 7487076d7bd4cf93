import { daysFromToday } from './support/api';
import { bookNow, openAs } from './support/pages';
import { DESKTOP, atWidth, expect, test } from './support/test';

atWidth(DESKTOP.width, () => {
  test('focus moves to the Booking Confirmed heading when the dialog switches to it', async ({
    page,
    traveller,
    venue,
  }) => {
    await openAs(
      page,
      traveller,
      `/venue/${venue.id}?dateFrom=${daysFromToday(20)}&dateTo=${daysFromToday(22)}`,
    );
    await bookNow(page);
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed' });
    await expect(confirmed.getByRole('heading', { name: 'Booking Confirmed' })).toBeFocused();
    // Back closes it as its Close does (spec: closing the confirmation goes to the user area).
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/user\//);
  });

  test('browser Back with the dialog open closes it instead of leaving the page', async ({
    page,
    traveller,
    venue,
  }) => {
    await openAs(page, traveller, '/about');
    await page.goto(`/venue/${venue.id}?dateFrom=${daysFromToday(30)}&dateTo=${daysFromToday(31)}`);
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByRole('dialog', { name: 'Review' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/venue/${venue.id}`));
    await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible();
    // Closed with Cancel, the dialog leaves no extra step behind: Back leaves the page at once.
    await page.getByRole('button', { name: 'Book now' }).click();
    await page
      .getByRole('dialog', { name: 'Review' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The dialog takes its Back entry out just after it closes: wait until it has.
    await page.waitForFunction(
      () => !(window.history.state as Record<string, unknown> | null)?.holidazeDialog,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
});
