import { type Locator, type Page } from '@playwright/test';
import { chunkOf } from './support/build-manifest';
import { DESKTOP, expect, test } from './support/test';

/** What the logo link is, attribute by attribute, and what it says: to compare two drawings. */
const logoOf = (link: Locator) =>
  link.evaluate((element) => ({
    attributes: Object.fromEntries(
      [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
    ),
    text: element.textContent!.trim(),
  }));

const mainNav = (page: Page) => page.getByRole('navigation').first();

test('a Norwegian page is Norwegian from its first paint, and its switch leads to the same page in English and back', async ({
  page,
  pageAs,
}) => {
  // The first paint: the page the server sent, before (here: without) any script.
  const shell = await pageAs(null, { javaScriptEnabled: false, viewport: DESKTOP });
  await shell.goto('/nb/');
  await expect(shell.locator('html')).toHaveAttribute('lang', 'nb');
  const shellLogo = shell.locator('a.site-logo');
  await expect(shellLogo).toHaveAttribute('aria-label', 'Holidaze forside');
  await shell.screenshot({ path: 'test-results/languages-nb-shell-1280.png' });

  await page.goto('/nb/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(mainNav(page).getByRole('link', { name: 'Om oss' })).toBeVisible();
  // The app's header takes over the shell unchanged, in Norwegian too.
  const logo = page.getByRole('link', { name: 'Holidaze forside' });
  expect(await logoOf(logo)).toEqual(await logoOf(shellLogo));
  await page.screenshot({ path: 'test-results/languages-nb-1280.png' });

  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Holidaze home' })).toHaveAttribute('href', '/en');

  await page.getByRole('banner').getByRole('link', { name: 'Norsk' }).click();
  await expect(page).toHaveURL(/\/nb\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(mainNav(page).getByRole('link', { name: 'Om oss' })).toBeVisible();

  // The choice is kept: an unprefixed address opens in it, from the server's first answer on.
  const served = await page.request.get('/about');
  expect(await served.text()).toContain('<html lang="nb">');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(mainNav(page).getByRole('link', { name: 'Om oss' })).toBeVisible();
});

test('on a phone the Norwegian page’s first paint is Norwegian too', async ({ pageAs }) => {
  const phone = { width: 390, height: 844 };
  const shell = await pageAs(null, { javaScriptEnabled: false, viewport: phone });
  await shell.goto('/nb/browse');
  await expect(shell.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(shell.getByRole('link', { name: 'Holidaze forside' })).toHaveAttribute(
    'href',
    '/nb',
  );
  const page = await pageAs(null, { viewport: phone });
  await page.goto('/nb/browse');
  await expect(page.getByRole('button', { name: 'Åpne meny' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Holidaze forside' })).toHaveAttribute('href', '/nb');
  await page.screenshot({ path: 'test-results/languages-nb-browse-390.png' });
});

test('a Norwegian venue page fetches its Norwegian words once, from the preloads in its HTML, and no English ones', async ({
  page,
  venue,
}) => {
  const catalog = (name: string, locale: string) =>
    chunkOf(`src/features/${name}/locales/${locale}.po`);
  // The frame's words come with the entry; the page's features' are chunks of their own.
  const names = ['venue', 'booking'];
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const response = await page.goto(`/nb/venue/${venue.id}`);
  const html = await response!.text();
  for (const name of names) {
    expect(html, name).toContain(
      `<link rel="modulepreload" crossorigin href="${catalog(name, 'nb')}" />`,
    );
  }
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  for (const name of names) {
    expect(
      fetched.filter((path) => path === catalog(name, 'nb')),
      name,
    ).toHaveLength(1);
    expect(fetched, name).not.toContain(catalog(name, 'en'));
  }
});
