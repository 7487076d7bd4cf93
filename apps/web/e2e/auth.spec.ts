import { DEMO_PASSWORD, uniqueName, useSessionOf } from './support/api';
import { openAs } from './support/pages';
import { PHONE, expect, test } from './support/test';

test.describe('login', () => {
  test('shows each validation message', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email Address').fill('someone@gmail.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Only stud.noroff.no emails allowed')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('shows the server message for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill('demo.traveller@stud.noroff.no');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('a traveller lands on the home page, logged in', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill('demo.traveller@stud.noroff.no');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('venueManager'))).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBe('demo_traveller');
  });

  test('a manager lands on the admin dashboard, and logout clears the session', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill('demo.manager@stud.noroff.no');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/demo_manager$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });
});

test.describe('register', () => {
  test('shows each validation message', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Please repeat your password')).toBeVisible();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email Address').fill('x@gmail.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Repeat Password', { exact: true }).fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('At least 3 characters')).toBeVisible();
    await expect(page.getByText('Only stud.noroff.no emails allowed')).toBeVisible();
    await expect(page.getByText('Minimum 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('?type=manager preselects the host account and registers a manager', async ({
    page,
    request,
  }) => {
    await page.goto('/register?type=manager');
    await expect(page.getByText('Register as Host')).toBeVisible();
    await expect(page.getByRole('button', { name: /Venue Manager Account/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const name = uniqueName('host');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email Address').fill(`${name}@stud.noroff.no`);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByLabel('Repeat Password', { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Signed in at once, welcomed (not "welcome back") and taken to the new host's dashboard.
    await expect(page.getByText(`Welcome to Holidaze, ${name}!`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/${name}$`));
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    const login = await request.post('/api/auth/login?_holidaze=true', {
      data: { email: `${name}@stud.noroff.no`, password: 'a-long-password' },
    });
    expect(((await login.json()) as { data: { venueManager: boolean } }).data.venueManager).toBe(
      true,
    );
  });

  test('choosing the other account type switches the form', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByText('Register as Traveler')).toBeVisible();
    await page.getByLabel('Username').fill('half_typed');
    await page.getByRole('button', { name: /Venue Manager Account/ }).click();
    await expect(page.getByText('Register as Host')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('');
  });

  test('a taken name and a taken e-mail are each said at their field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('demo_traveller');
    await page.getByLabel('Email Address').fill('someone.new@stud.noroff.no');
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByLabel('Repeat Password', { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
      'Profile already exists: this username is taken',
    );
    await page.getByLabel('Username').fill(uniqueName('fresh'));
    await page.getByLabel('Email Address').fill('demo.traveller@stud.noroff.no');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription(
      'Profile already exists: this email address already has an account',
    );
    await expect(page.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({
      path: `test-results/register-taken-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
  });
});

test('a traveller opening the admin area is sent to Access Denied', async ({
  page,
  demoTraveller,
}) => {
  await openAs(page, demoTraveller, '/admin/demo_traveller');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
});

test('a rejected token logs the user out with a message', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('username', 'demo_traveller');
    localStorage.setItem('accessToken', 'not-a-real-token');
    localStorage.setItem('venueManager', 'false');
  });
  await page.goto('/about');
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test.describe('on a phone with a slow network', () => {
  test.use({ viewport: PHONE });

  test('the header shows the signed-in person, never Login / Sign up, while the profile loads', async ({
    page,
    traveller,
  }) => {
    await useSessionOf(page, traveller);
    // The profile takes its time; everything else is as fast as ever.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(`**/api/holidaze/profiles/${traveller.name}?*`, async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect.poll(() => asked).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login / Sign up' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/header-slow-profile-390.png' });
    release();
    await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      `/user/${traveller.name}`,
    );
  });
});
