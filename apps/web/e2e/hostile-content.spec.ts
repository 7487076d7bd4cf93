import { type Page } from '@playwright/test';
import { authHeaders, daysFromToday } from './support/api';
import { openAs } from './support/pages';
import { expect, test } from './support/test';

/**
 * Text that people type is shown as text. A venue and a bio full of markup must stay inert on
 * every page that shows them: no script runs, no handler fires, and the CSP header is sent.
 */
const SCRIPT_NAME = '<script>window.__xss = "name"</script>Sneaky';
const IMG_DESCRIPTION = '<img src=x onerror="window.__xss = \'description\'"> Lovely view';
const IMG_BIO = '<img src=x onerror="window.__xss=\'bio\'">Hi';
const LINK_CITY = '<a href="javascript:window.__xss=\'city\'">Oslo</a>';

async function watchForScripts(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('img[onerror], script:not([src]):not([type])').count()).toBe(0);
}

test.describe('a venue full of markup', () => {
  test.use({
    venueData: {
      name: SCRIPT_NAME,
      description: IMG_DESCRIPTION,
      location: { city: LINK_CITY, country: 'Norway' },
    },
  });

  test('markup in a venue and a bio is shown as text and never runs', async ({
    page,
    request,
    traveller,
    venue,
    book,
  }) => {
    await book(daysFromToday(30), daysFromToday(32));
    const bio = await request.put(`/api/holidaze/profiles/${traveller.name}`, {
      headers: authHeaders(traveller),
      data: { bio: IMG_BIO },
    });
    expect(bio.status()).toBe(200);
    const dialogs = await watchForScripts(page);

    const document = await page.goto(`/venue/${venue.id}`);
    expect(document?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCRIPT_NAME);
    // The venue page shows descriptions with tags stripped (spec), so only the words remain.
    await expect(page.getByText('Lovely view', { exact: true })).toBeVisible();
    await expectInert(page, dialogs);

    await page.goto(`/browse?q=${encodeURIComponent('Sneaky')}`);
    await expect(page.getByText(SCRIPT_NAME).first()).toBeVisible();
    await expectInert(page, dialogs);

    await openAs(page, traveller, `/user/${traveller.name}/user-profile`);
    await expect(page.getByText(IMG_BIO)).toBeVisible();
    await expectInert(page, dialogs);
    await page.goto(`/user/${traveller.name}`);
    await expect(page.getByText(SCRIPT_NAME).first()).toBeVisible();
    await expectInert(page, dialogs);
  });
});

test('the manager sees hostile names as text in the dashboard', async ({
  page,
  host: manager,
  newVenue,
}) => {
  await newVenue({ name: SCRIPT_NAME, description: IMG_DESCRIPTION });
  const dialogs = await watchForScripts(page);
  await openAs(page, manager, `/admin/${manager.name}/manage-venues`);
  await expect(page.getByText(SCRIPT_NAME).first()).toBeVisible();
  await expectInert(page, dialogs);
});

test('javascript: and data: URLs are refused as images, avatars and banners', async ({
  request,
  host: manager,
}) => {
  for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
    const venue = await request.post('/api/holidaze/venues', {
      headers: authHeaders(manager),
      data: { name: 'x', description: 'x', price: 1, maxGuests: 1, media: [{ url }] },
    });
    expect(venue.status()).toBe(400);
    const avatar = await request.put(`/api/holidaze/profiles/${manager.name}`, {
      headers: authHeaders(manager),
      data: { avatar: { url } },
    });
    expect(avatar.status()).toBe(400);
  }
});
