import type { Page } from '@playwright/test';
import { chunkOf, holdCode } from './support/build-manifest';
import { PHONE, expect, test } from './support/test';

/**
 * How the app moves between pages (docs/decisions/036-declarative-router.md): the old page stays
 * until the new page's code is in, a new page starts at the top, Back returns to where the page
 * was left, and a page that cannot load says so between the header and footer.
 */
const ABOUT_PAGE = 'src/features/static-pages/about-page.tsx';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

/**
 * Home scrolled down to its footer, as far as a phone goes, once it is whole: its rooms arrive a
 * frame after its first paint, in a chunk of their own, and would push the footer down after the
 * scroll on a busy machine.
 */
async function homeAtItsFooter(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Top venues' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading rooms' })).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

const aboutLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'About Holidaze' });

test('keeps a page on screen while the next one’s code loads, starts that one at the top and Back returns to where the first was left', async ({
  page,
}) => {
  const release = await holdCode(page, ABOUT_PAGE);
  await homeAtItsFooter(page);

  await aboutLink(page).click();
  await expect(page).toHaveURL(/\/about$/);
  // Still Home, down at its footer (Home's rows below the fold may still be drawing), and no
  // spinner in its place.
  await expect(aboutLink(page)).toBeInViewport();
  const left = await scrollY(page);
  expect(left, 'Home is taller than a phone').toBeGreaterThan(200);
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(left);
});

test('a page whose code cannot load says so between the header and footer, and the next page shows', async ({
  page,
}) => {
  await page.route(`**${chunkOf(ABOUT_PAGE)}`, (route) => route.abort());
  await homeAtItsFooter(page);
  await aboutLink(page).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Send us a message' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
