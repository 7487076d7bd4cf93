import { daysFromToday } from './support/api';
import { logInOnForm } from './support/pages';
import { expect, test } from './support/test';

test('a tampered token says the session expired and login brings the user back to where they were', async ({
  page,
  traveller,
}) => {
  await page.goto('/about');
  await page.evaluate((account) => {
    localStorage.setItem('username', account.name);
    localStorage.setItem('accessToken', `${account.token}tampered`);
    localStorage.setItem('venueManager', 'false');
    localStorage.setItem('email', account.email);
  }, traveller);
  await page.goto(`/user/${traveller.name}/user-profile`);

  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired' })).toHaveText(
    'Your session has expired. Please log in again.',
  );
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect')).toBe(`/user/${traveller.name}/user-profile`);

  await logInOnForm(page, traveller);
  await expect(page).toHaveURL(new RegExp(`/user/${traveller.name}/user-profile$`));
  await expect(page.getByRole('heading', { level: 1, name: traveller.name })).toBeVisible();
});

test('a redirect to another site after login is ignored', async ({ page, traveller }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal');
  await logInOnForm(page, traveller);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a locked-out login says when to try again, from Retry-After', async ({ page }) => {
  // The per-account back-off answers 429 with Retry-After; here the answer is staged so the test
  // does not depend on how many attempts the server allows.
  await page.route('**/api/auth/login**', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
      body: JSON.stringify({
        errors: [{ message: 'Too many requests, please try again later' }],
        status: 'Too Many Requests',
        statusCode: 429,
      }),
    }),
  );
  await page.goto('/login');
  await page.getByLabel('Email Address').fill('someone@stud.noroff.no');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Try again in 2 minutes.');
});

test('a visitor who logs in from a venue page comes back to it, dates and all', async ({
  page,
  traveller,
  venue,
}) => {
  const link = `/venue/${venue.id}?dateFrom=${daysFromToday(30)}&dateTo=${daysFromToday(32)}&guests=2`;
  await page.goto(link);
  await page.getByRole('link', { name: 'Login or Register' }).click();
  await logInOnForm(page, traveller);
  await expect(page).toHaveURL(new RegExp(`${link.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('button', { name: 'Book now' })).toBeEnabled();
});
