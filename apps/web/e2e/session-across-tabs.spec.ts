import { expect, test, type Page } from '@playwright/test';
import { authHeaders, createVenue, daysFromToday, PASSWORD, signUp } from './support/api';

/** Logs in through the login page, as a person would in a second tab. */
async function logInThroughPage(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
}

test('a login as someone else in another tab shows at once, and stops a booking opened as the first account', async ({
  context,
  request,
}) => {
  const host = await signUp(request, true);
  const traveller = await signUp(request);
  const manager = await signUp(request, true);
  const venue = await createVenue(request, host, { name: 'E2E Two Tabs Cabin' });
  const from = daysFromToday(30);
  const to = daysFromToday(32);

  const tabA = await context.newPage();
  await logInThroughPage(tabA, traveller.email);
  await tabA.goto(`/venue/${venue.id}?dateFrom=${from}&dateTo=${to}&guests=2`);
  await expect(tabA.getByRole('button', { name: `${traveller.name}: account menu` })).toBeVisible();
  await tabA.getByRole('button', { name: 'Book now' }).click();
  const review = tabA.getByRole('dialog', { name: 'Review' });
  await expect(review).toBeVisible();

  const tabB = await context.newPage();
  await logInThroughPage(tabB, manager.email);

  // Tab A follows at once: the header shows the manager, the open booking refuses to send.
  await expect(tabA.getByRole('button', { name: `${manager.name}: account menu` })).toBeVisible();
  await expect(review.getByRole('alert')).toContainText(
    `This was started as ${traveller.name}, but you are now logged in as ${manager.name}`,
  );
  await expect(review.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  await review.getByRole('button', { name: 'Confirm Booking' }).click({ force: true });

  for (const account of [manager, traveller]) {
    const bookings = await request.get(`/api/holidaze/profiles/${account.name}/bookings`, {
      headers: authHeaders(account),
    });
    expect(((await bookings.json()) as { data: unknown[] }).data).toHaveLength(0);
  }

  // Logout in tab B logs tab A out too.
  await tabB.getByRole('button', { name: `${manager.name}: account menu` }).click();
  await tabB.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(tabA.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
  await expect(tabA.getByRole('button', { name: /account menu/ })).toHaveCount(0);
});

test('the user area follows the account another tab switched to', async ({ context, request }) => {
  const traveller = await signUp(request);
  const other = await signUp(request);
  const tabA = await context.newPage();
  await logInThroughPage(tabA, traveller.email);
  await tabA.goto(`/user/${traveller.name}/user-profile`);
  await expect(tabA.getByRole('heading', { name: traveller.name }).first()).toBeVisible();

  const tabB = await context.newPage();
  await logInThroughPage(tabB, other.email);
  await expect(tabA).toHaveURL(new RegExp(`/user/${other.name}/user-profile$`));
  await expect(tabA.getByRole('heading', { name: other.name }).first()).toBeVisible();
});
