import { type Page } from '@playwright/test';
import { daysFromToday, signUp, type Account } from './support/api';
import { logInOnForm } from './support/pages';
import { expect, test } from './support/test';
import { storedBookings } from './support/user-data';

/** Logs in through the login page, as a person would in a second tab. */
async function logInThroughPage(page: Page, account: Account) {
  await page.goto('/login');
  await logInOnForm(page, account);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
}

test('a login as someone else in another tab shows at once, and stops a booking opened as the first account', async ({
  context,
  request,
  traveller,
  venue,
}) => {
  const manager = await signUp(request, true);
  const from = daysFromToday(30);
  const to = daysFromToday(32);

  const tabA = await context.newPage();
  await logInThroughPage(tabA, traveller);
  await tabA.goto(`/venue/${venue.id}?dateFrom=${from}&dateTo=${to}&guests=2`);
  await expect(tabA.getByRole('button', { name: `${traveller.name}: account menu` })).toBeVisible();
  await tabA.getByRole('button', { name: 'Book now' }).click();
  const review = tabA.getByRole('dialog', { name: 'Review' });
  await expect(review).toBeVisible();

  const tabB = await context.newPage();
  await logInThroughPage(tabB, manager);

  // Tab A follows at once: the header shows the manager, the open booking refuses to send.
  await expect(tabA.getByRole('button', { name: `${manager.name}: account menu` })).toBeVisible();
  await expect(review.getByRole('alert')).toContainText(
    `This was started as ${traveller.name}, but you are now logged in as ${manager.name}`,
  );
  await expect(review.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  await review.getByRole('button', { name: 'Confirm Booking' }).click({ force: true });

  for (const account of [manager, traveller]) {
    expect(await storedBookings(request, account)).toHaveLength(0);
  }

  // Logout in tab B logs tab A out too.
  await tabB.getByRole('button', { name: `${manager.name}: account menu` }).click();
  await tabB.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(tabA.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
  await expect(tabA.getByRole('button', { name: /account menu/ })).toHaveCount(0);
});

test('the user area follows the account another tab switched to', async ({
  context,
  request,
  traveller,
}) => {
  const other = await signUp(request);
  const tabA = await context.newPage();
  await logInThroughPage(tabA, traveller);
  await tabA.goto(`/user/${traveller.name}/user-profile`);
  await expect(tabA.getByRole('heading', { name: traveller.name }).first()).toBeVisible();

  const tabB = await context.newPage();
  await logInThroughPage(tabB, other);
  await expect(tabA).toHaveURL(new RegExp(`/user/${other.name}/user-profile$`));
  await expect(tabA.getByRole('heading', { name: other.name }).first()).toBeVisible();
});
