import { DESKTOP, expect, test } from './support/test';

test.describe('when the server cannot be reached', () => {
  test.use({ viewport: DESKTOP });

  test('Home says so instead of loading top venues for ever, and recovers', async ({ page }) => {
    // The page itself loads; every call to the API fails as with no connection.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const banner = page.getByRole('alert').filter({ hasText: 'Holidaze cannot be reached.' });
    await expect(banner).toBeVisible();
    await expect(page.getByText('Top venues could not be loaded.')).toBeVisible();
    await expect(page.getByText('Loading top venues…')).toHaveCount(0);

    await page.unroute('**/api/**');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.goto('/browse');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('the browser going offline shows the banner at once', async ({ page, context }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be reached' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be reached' })).toHaveCount(0);
  });
});
