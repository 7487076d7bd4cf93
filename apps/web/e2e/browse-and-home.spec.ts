import { daysFromToday } from './support/api';
import { expect, test } from './support/test';

test('the home hero shows top venues and the search goes to Browse with the filters @dates', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find Your Perfect Stay' })).toBeVisible();
  const hero = page.getByRole('region', { name: 'Top venues' });
  await expect(hero.getByRole('link', { name: /Book now/ }).first()).toHaveAttribute(
    'target',
    '_blank',
  );
  const from = daysFromToday(30);
  const to = daysFromToday(33);
  await page.getByLabel('City').fill('Oslo');
  await page.getByLabel('Guests').fill('3');
  await page.getByLabel('Check-in').fill(from);
  await page.getByLabel('Check-out').fill(to);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/browse\\?q=Oslo&guests=3&dateFrom=${from}&dateTo=${to}`),
  );
  await expect(page.getByText(/in Oslo · .* \(3 nights\) · 3 guests/)).toBeVisible();
});

test('browse filters, sorts and pages on the server, and the URL keeps it all', async ({
  page,
}) => {
  await page.goto('/browse');
  await expect(page.getByText(/venues in all cities/)).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).not.toHaveURL(/page=2/);
  // The URL moves before the router's transition renders the sorted page, so the cards are read
  // until they show it rather than at the first moment the region is not busy.
  const prices = async () =>
    (await cards.locator('p', { hasText: '/ night' }).allInnerTexts()).map((text) =>
      Number(text.replace(/[^\d]/g, '')),
    );
  await expect
    .poll(async () => {
      const numbers = await prices();
      return numbers.length === 12 && numbers.every((n, i) => i === 0 || numbers[i - 1]! <= n);
    })
    .toBe(true);

  await page.getByLabel('Has Wifi').check();
  await page.getByLabel('Pets Allowed').check();
  await page.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page).toHaveURL(/wifi=true/);
  await expect(page.getByText(/Has Wifi, Pets Allowed/)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Has Wifi')).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');

  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page).toHaveURL(/\/browse\?sort=price-asc$/);
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/browse?q=zzzz-no-such-place');
  await expect(page.getByText(/No venues match your search/)).toBeVisible();
});

// Its own venue, searched by name: another test's newest venue may be booked on any dates.
test('browse cards link to the venue in a new tab with the dates and guests @dates', async ({
  page,
  venue,
}) => {
  const from = daysFromToday(40);
  const to = daysFromToday(42);
  await page.goto(
    `/browse?q=${encodeURIComponent(venue.name)}&dateFrom=${from}&dateTo=${to}&guests=2`,
  );
  const link = page
    .getByRole('article')
    .filter({ hasText: venue.name })
    .getByRole('link', { name: /Book now/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', new RegExp(`dateFrom=${from}&dateTo=${to}&guests=2`));
});

test('browse leaves out dates no venue page would book, says why, and searches the city alone', async ({
  page,
  request,
  host,
  newVenue,
}) => {
  const venue = await newVenue({ name: `E2E Dated Loft ${host.name}` });
  const q = encodeURIComponent(venue.name);

  await page.goto(`/browse?q=${q}&dateFrom=2024-01-01&dateTo=2024-01-03`);
  await expect(
    page.getByText(
      'The check-in date in the link (Mon, 01 Jan 2024) has passed, so the dates were left out.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/^1 venue in/)).not.toContainText('2024');
  await page.screenshot({ path: 'test-results/browse-past-dates-1280.png' });

  // Ten years in one search (3,653 nights).
  const from = daysFromToday(10);
  await page.goto(`/browse?q=${q}&dateFrom=${from}&dateTo=${daysFromToday(10 + 3653)}`);
  await expect(
    page.getByText(/^Maximum stay is 90 nights, so the dates in the link/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Book now E2E Dated Loft/ })).toHaveAttribute(
    'href',
    `/venue/${venue.id}?guests=2`,
  );

  // The API refuses such searches itself.
  const refused = await request.get(
    `/api/holidaze/venues/search?q=${q}&dateFrom=2024-01-01&dateTo=2024-01-03`,
  );
  expect(refused.status()).toBe(400);
});
