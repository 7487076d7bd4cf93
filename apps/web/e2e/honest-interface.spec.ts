import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

const PUBLIC_PAGES = [
  '/',
  '/browse',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/register?type=manager',
];

/** Every link on the page: its href, and what it is called. */
// What a person (and a screen reader) meets as a link: the map's zoom controls are anchors with
// role="button" (Leaflet's), buttons to everyone, so they are not links to follow.
async function linksOn(page: Page) {
  return page.locator('a:not([role="button"])').evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute('href'),
      name: (a.textContent ?? '').trim() || a.getAttribute('aria-label') || '',
    })),
  );
}

test('every link on the public pages leads somewhere real: no href="#", no 404', async ({
  page,
  request,
}) => {
  const checked = new Set<string>();
  // One tab for every link followed: each is a fresh page load all the same.
  const visit = await page.context().newPage();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    for (const link of await linksOn(page)) {
      expect(link.href, `"${link.name}" on ${path} has an href`).toBeTruthy();
      expect(link.href, `"${link.name}" on ${path}`).not.toMatch(/^#$|^javascript:/i);
      if (link.href!.startsWith('#')) {
        // An in-page link (the skip link) must have its target on the page.
        await expect(page.locator(`[id="${link.href!.slice(1)}"]`), link.href!).toHaveCount(1);
        continue;
      }
      const url = new URL(link.href!, page.url());
      if (url.origin !== new URL(page.url()).origin) continue;
      const target = `${url.pathname}${url.search}`;
      if (checked.has(target)) continue;
      checked.add(target);
      if (url.pathname.startsWith('/media/') || url.pathname.startsWith('/api/')) {
        expect((await request.get(target)).status(), target).toBeLessThan(400);
        continue;
      }
      await visit.goto(target);
      await expect(visit.locator('main h1').first(), `${target} (from ${path})`).toBeVisible();
      await expect(
        visit.getByRole('heading', { name: 'Page Not Found' }),
        `${target} (from ${path}) is not a 404`,
      ).toHaveCount(0);
    }
  }
  await visit.close();
  // The header, the footer, Login and Register link to at least these pages, and all were visited.
  for (const target of ['/', '/browse', '/about', '/contact', '/login', '/register']) {
    expect([...checked], target).toContain(target);
  }
  expect([...checked].some((target) => target.startsWith('/register?type=manager'))).toBe(true);
});

test('the footer holds only real links, and nothing promises what the product does not do', async ({
  page,
}) => {
  await page.goto('/register');
  const footer = page.getByRole('contentinfo');
  // Every footer item is a link (none only looks like one).
  const items = footer.getByRole('listitem');
  // The footer renders once the page's own content has loaded: wait for it, then count.
  await expect(items).not.toHaveCount(0);
  const count = await items.count();
  for (let i = 0; i < count; i += 1) {
    await expect(items.nth(i).getByRole('link')).toHaveCount(1);
  }
  await expect(page.getByText(/favou?rites/i)).toHaveCount(0);
  await expect(page.getByText(/leave reviews/i)).toHaveCount(0);

  await page.goto('/login');
  // Forgot password is real since booking mail exists: it leads to the reset page.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByText(/remember me/i)).toHaveCount(0);

  await page.goto('/contact');
  await expect(page.getByRole('main')).not.toContainText('holidaze.example');
  await expect(page.getByRole('main')).not.toContainText('+47 22 00 00 00');
  await expect(page.getByRole('main')).not.toContainText('Karl Johans gate');
});

test('signed in, every header link and account-menu item leads to a real page', async ({
  traveller,
  host,
  pageAs,
}) => {
  for (const account of [traveller, host]) {
    const tab = await pageAs(account);
    await tab.goto('/');
    const header = tab.getByRole('banner');
    const menu = header.getByRole('button', { name: `${account.name}: account menu` });
    await expect(menu).toBeVisible();
    for (const link of await header
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      expect(link, 'a header link has a real href').toMatch(/^\/[^#]*$/);
      await tab.goto(link!);
      await expect(tab.locator('main h1').first()).toBeVisible();
      await expect(tab.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    }
    const items = account.venueManager ? ['My Profile', 'Admin Dashboard'] : ['My Profile'];
    for (const item of items) {
      await tab.goto('/about');
      await menu.click();
      await tab.getByRole('menuitem', { name: item }).click();
      await expect(tab).not.toHaveURL(/\/about$/);
      await expect(tab.locator('main h1').first()).toHaveText(account.name);
      await expect(tab.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    }
    await tab.close();
  }
});
