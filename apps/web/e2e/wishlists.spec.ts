import { type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, createBooking, daysFromToday, signUp, type Account } from './support/api';
import { logInOnForm, openAs } from './support/pages';
import { atEachWidth, expect, test } from './support/test';

/**
 * Wishlists in the browser, at 1280 and 390 px: the heart signed out keeps the intent through the
 * login and saves; "Change list" makes a named list; lists, moving venues, dates on a list page;
 * the share link opened signed out in a fresh context, and turned off (a 404 page).
 */

const heartOf = (page: Page, venueName: string) =>
  page.getByRole('button', { name: `Save ${venueName} to a wishlist` });

async function savedIds(request: APIRequestContext, account: Account) {
  const response = await request.get('/api/holidaze/wishlists/saved', {
    headers: authHeaders(account),
  });
  return ((await response.json()) as { data: { venueId: string }[] }).data.map((s) => s.venueId);
}

atEachWidth((width) => {
  test('a signed-out heart asks to sign in, and saves once back on the venue', async ({
    page,
    request,
    traveller,
    venue,
  }) => {
    await page.goto(`/venue/${venue.id}`);
    const heart = heartOf(page, venue.name);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();

    await expect(page).toHaveURL(/\/login\?redirect=/);
    await logInOnForm(page, traveller);

    await expect(page).toHaveURL(new RegExp(`/venue/${venue.id}$`));
    await expect(heartOf(page, venue.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Change list' })).toBeVisible();
    await page.screenshot({ path: `test-results/wishlists-heart-${width}.png` });
    await expect.poll(() => savedIds(request, traveller)).toEqual([venue.id]);
  });

  test('a heart on a Home room card asks to sign in, and saves once back on Home', async ({
    page,
    request,
    traveller,
  }) => {
    await page.goto('/');
    const rooms = page.getByRole('region', { name: 'Choose Your Room' }).getByRole('article');
    const room = rooms.first();
    const name = (await room.locator('h3').getAttribute('title'))!;
    const href = (await room.getByRole('link').getAttribute('href'))!;
    const venueId = href.split('/').at(-1)!.split('?')[0]!;
    const heart = room.getByRole('button', { name: `Save ${name} to a wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('region', { name: 'Choose Your Room' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/wishlists-home-heart-${width}.png` });
    await heart.click();

    // Home is where a traveller lands after signing in: the login needs no way back.
    await expect(page).toHaveURL(/\/login$/);
    await logInOnForm(page, traveller);

    await expect(page).toHaveURL(/\/$/);
    await expect(rooms.getByRole('button', { name: `Save ${name} to a wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Change list' })).toBeVisible();
    await expect.poll(() => savedIds(request, traveller)).toEqual([venueId]);
  });

  test('a heart on a Browse card saves, "Change list" makes a named list, and venues move between lists', async ({
    page,
    traveller,
    venue,
  }) => {
    await openAs(page, traveller, `/browse?q=${encodeURIComponent(venue.name)}`);
    await heartOf(page, venue.name).click();
    await expect(heartOf(page, venue.name)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Change list' }).click();

    const dialog = page.getByRole('dialog', { name: 'Choose a list' });
    await dialog.getByLabel('A new list').check();
    await dialog.getByLabel("New list's name").fill('Summer 2027');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText(`Moved ${venue.name} to Summer 2027`)).toBeVisible();
    await expect(heartOf(page, venue.name)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/wishlists');
    await expect(page.getByRole('heading', { name: 'Wishlists', level: 1 })).toBeVisible();
    await page.screenshot({ path: `test-results/wishlists-mine-${width}.png`, fullPage: true });
    await page.getByRole('link', { name: /Summer 2027/ }).click();
    await expect(page.getByRole('heading', { name: 'Summer 2027', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: venue.name })).toBeVisible();

    // Back to the default list, from the list page's Move.
    await page.getByRole('button', { name: `Move ${venue.name}`, exact: true }).click();
    const back = page.getByRole('dialog', { name: 'Choose a list' });
    await back.getByLabel('Saved').check();
    await back.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Nothing saved here yet.')).toBeVisible();

    // Renamed, then deleted.
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog', { name: 'Rename the list' }).getByLabel('Name').fill('Winter');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('heading', { name: 'Winter', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Delete list' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Winter?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).toHaveURL(/\/wishlists$/);
    await expect(page.getByRole('link', { name: /Saved/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Winter/ })).toHaveCount(0);
  });

  test('a list page says, for the dates chosen there, which venues are free and what each stay costs @dates', async ({
    page,
    request,
    traveller,
    newVenue,
    heart,
  }) => {
    const other = await signUp(request);
    const free = await newVenue({ price: 1000 });
    const taken = await newVenue({ price: 1200 });
    const from = daysFromToday(40);
    const to = daysFromToday(43);
    await createBooking(request, other, { venueId: taken.id, dateFrom: from, dateTo: to });
    await heart(free);
    await heart(taken);

    await openAs(page, traveller, '/wishlists');
    await page.getByRole('link', { name: /Saved/ }).click();
    await page.getByLabel('Check-in').fill(from);
    await page.getByLabel('Check-out').fill(to);
    await page.getByLabel('Guests').fill('2');
    await page.getByRole('button', { name: 'Check dates' }).click();

    const cardOf = (name: string) => page.getByRole('article').filter({ hasText: name });
    await expect(cardOf(taken.name)).toContainText('Unavailable during your selected dates');
    await expect(cardOf(free.name)).not.toContainText('Unavailable');
    await expect(cardOf(free.name)).toContainText(/NOK\s?3[\s,.]?000 for 3 nights/);
    await expect(page).toHaveURL(new RegExp(`dateFrom=${from}&dateTo=${to}`));
    await page.screenshot({ path: `test-results/wishlists-dates-${width}.png`, fullPage: true });
  });

  test('a shared link opens the list signed out, and answers 404 once turned off', async ({
    page,
    traveller,
    venue,
    heart,
    pageAs,
  }) => {
    await heart();
    await openAs(page, traveller, '/wishlists');
    await page.getByRole('link', { name: /Saved/ }).click();
    await page.getByRole('button', { name: 'Turn on a share link' }).click();
    const link = page.getByLabel('Link to this list');
    await expect(link).toHaveValue(/\/wishlists\/shared\/[A-Za-z0-9_-]{43}$/);
    const url = await link.inputValue();

    const shared = await pageAs(null, { viewport: { width, height: 900 } });
    await shared.goto(url);
    await expect(shared.getByRole('heading', { name: 'Saved', level: 1 })).toBeVisible();
    await expect(shared.getByRole('heading', { name: venue.name })).toBeVisible();
    await expect(shared.getByText('A wishlist shared with you')).toBeVisible();
    await shared.screenshot({
      path: `test-results/wishlists-shared-${width}.png`,
      fullPage: true,
    });
    await shared.context().close();

    await page.getByRole('button', { name: 'Turn link off' }).click();
    await expect(page.getByRole('button', { name: 'Turn on a share link' })).toBeVisible();
    const gone = await pageAs(null, { viewport: { width, height: 900 } });
    await gone.goto(url);
    await expect(gone.getByRole('heading', { name: 'This list is not shared' })).toBeVisible();
    await expect(gone.getByText(/404/)).toBeVisible();
  });
});
