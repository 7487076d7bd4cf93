import { expect, test } from '@playwright/test';
import { readContactMessages } from './support/operator-db';

test.describe('public pages', () => {
  const titled = [
    ['/', 'Home | Holidaze'],
    ['/browse', 'Browse | Holidaze'],
    ['/about', 'About | Holidaze'],
    ['/contact', 'Contact | Holidaze'],
    ['/login', 'Login | Holidaze'],
    ['/register', 'Register | Holidaze'],
    ['/unauthorized', 'Access Denied | Holidaze'],
    ['/no/such/page', 'Holidaze'],
  ] as const;
  for (const [path, title] of titled) {
    test(`${path} has the title "${title}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header and the four-column footer are on every page', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Home', 'About Us', 'Contact Us']) {
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
    for (const column of ['About', 'Travel', 'Host', 'Support']) {
      await expect(
        page.getByRole('contentinfo').getByRole('heading', { name: column }),
      ).toBeVisible();
    }
  });

  test('the contact form stores the message and says so only once the server has it', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Form submitted!')).toHaveCount(0);
    const subject = `Dogs ${Date.now().toString(36)}`;
    await page.getByLabel('Name', { exact: true }).fill('Kari Nordmann');
    await page.getByLabel('Email').fill('kari@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Do you allow dogs in the fjord cabin?');
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole('status')).toContainText('Form submitted!');
    // The row is in the database: read it as the operator would (no API reads it back).
    const rows = await readContactMessages();
    expect(rows).toContainEqual(
      expect.objectContaining({
        name: 'Kari Nordmann',
        email: 'kari@example.com',
        subject,
        message: 'Do you allow dogs in the fjord cabin?',
      }),
    );
  });

  test('the contact form says when the message did not arrive', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Kari Nordmann');
    await page.getByLabel('Email').fill('kari@example.com');
    await page.getByLabel('Subject').fill('Dogs');
    await page.getByLabel('Message').fill('Do you allow dogs in the fjord cabin?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('form').getByRole('alert')).toContainText('Could not reach Holidaze');
    await expect(page.getByText('Form submitted!')).toHaveCount(0);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kari Nordmann');
  });

  test('below 600 px a side menu replaces the header links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The panel is a full-height sheet over the page, not clipped to the header.
    const box = await menu.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(843);
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
