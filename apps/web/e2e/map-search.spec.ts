import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { createVenue, signUp } from './support/api';
import { withoutTiles } from './support/tiles';
import { describeViolation, isSerious } from './support/axe';
import { DESKTOP, PHONE, atWidth, expect, test } from './support/test';

/**
 * Map search on Browse (docs/decisions/029-map-search.md) at 1280 and 390 px, over venues of its
 * own on the Faroe Islands, where no other test or demo venue is. Tiles never come from the
 * internet: the fixtures (support/test.ts) answer every tile request with a blank image, and one
 * test refuses them to show the map's message without them.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = 'test-results/screens';
const FAROES = '-7.5,61.9,-6.4,62.3';
const bboxOf = (page: Page) => new URL(page.url()).searchParams.get('bbox');
const cardNames = async (page: Page) =>
  (await page.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts()).sort();
const map = (page: Page) => page.getByRole('region', { name: 'Map of the venues found' });

const VENUES = [
  ['FO Harbour A', 62.0107, -6.7741, 1200],
  ['FO Harbour B', 62.012, -6.77, 1300],
  ['FO Harbour C', 62.009, -6.78, 1400],
  ['FO Twin One', 62.0712, -7.3031, 900],
  ['FO Twin Two', 62.0712, -7.3031, 950],
  ['FO Klaksvik', 62.2266, -6.589, 1100],
] as const;

/** The names of this file's venues inside the URL's box: what the list must show. */
function namesInBox(page: Page) {
  const [west, south, east, north] = bboxOf(page)!.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return VENUES.filter(([, lat, lng]) => lat >= south && lat <= north && lng >= west && lng <= east)
    .map(([name]) => name as string)
    .sort();
}

/** Opens the map's first cluster: the map zooms to it, and the box in the URL changes. */
async function openCluster(page: Page) {
  const before = bboxOf(page);
  await map(page)
    .getByRole('button', { name: /venues here, zoom in/ })
    .first()
    .click();
  await expect.poll(() => bboxOf(page)).not.toBe(before);
}

/** The list shows exactly this file's venues inside the URL's box, and fewer than all six. */
async function expectListFollowsBox(page: Page) {
  await expect
    .poll(async () => JSON.stringify(await cardNames(page)) === JSON.stringify(namesInBox(page)))
    .toBe(true);
  expect(namesInBox(page).length).toBeLessThan(VENUES.length);
}

/** Venues the map shows, adding up its pins and the counts of its clusters and spots. */
async function venuesOnMap(page: Page) {
  const names = await map(page)
    .locator('.leaflet-marker-icon[role="button"], .leaflet-marker-icon[aria-label]')
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label') ?? ''));
  return names
    .map((name) => /^(\d+) venues (here|at this address)/.exec(name))
    .reduce((sum, counted, i) => sum + (counted ? Number(counted[1]) : names[i] ? 1 : 0), 0);
}

/** Drags the map a little to the east: a move of the traveller's. */
async function dragMap(page: Page) {
  const before = bboxOf(page);
  const frame = (await map(page).locator('.leaflet-container').boundingBox())!;
  await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width / 2 - 120, frame.y + frame.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => bboxOf(page)).not.toBe(before);
}

test.beforeAll(async ({ request }) => {
  const host = await signUp(request, true);
  const place = (lat: number, lng: number) => ({ location: { city: 'Tórshavn', lat, lng } });
  for (const [name, lat, lng, price] of VENUES) {
    await createVenue(request, host, { name, price, ...place(lat, lng) });
  }
  await createVenue(request, host, { name: 'FO Nowhere', location: { lat: 0, lng: 0 } });
});

atWidth(DESKTOP.width, () => {
  test('the list follows the map as it is zoomed and panned, and the box goes in the URL', async ({
    page,
  }) => {
    await page.goto(`/browse?bbox=${FAROES}`);
    await expect
      .poll(() => cardNames(page))
      .toEqual([
        'FO Harbour A',
        'FO Harbour B',
        'FO Harbour C',
        'FO Klaksvik',
        'FO Twin One',
        'FO Twin Two',
      ]);
    const region = map(page);
    await expect(
      region.getByRole('button', { name: /venues here, zoom in/ }).first(),
    ).toBeVisible();
    // Opening the link does not move the map, so the URL keeps the box it brought.
    await expect(
      region.getByRole('button', { name: 'FO Klaksvik, NOK 1,100 per night' }),
    ).toBeVisible();
    expect(bboxOf(page)).toBe(FAROES);
    await page.screenshot({ path: `${SHOTS}/map-search-1280.png` });

    // Open a cluster: the map zooms in, and the list keeps only what the map shows.
    await openCluster(page);
    await expectListFollowsBox(page);
    for (const name of namesInBox(page).filter((name) => !name.includes('Twin'))) {
      await expect(region.getByRole('button', { name: new RegExp(`^${name}, NOK`) })).toBeVisible();
    }

    // Pan by dragging: the box moves west, and the list follows.
    const zoomed = bboxOf(page)!;
    const frame = (await region.locator('.leaflet-container').boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width - 10, frame.y + frame.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => bboxOf(page)).not.toBe(zoomed);
    const west = (box: string) => Number(box.split(',')[0]);
    expect(west(bboxOf(page)!)).toBeLessThan(west(zoomed));

    // Shared: the same address opens the same box with the same list, in a new tab.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect.poll(() => cardNames(other)).toEqual(await cardNames(page));
    expect(other.url()).toBe(shared);
    await other.reload();
    await expect.poll(() => cardNames(other)).toEqual(await cardNames(page));
    expect(other.url()).toBe(shared);
    await other.close();
  });

  test('a card and its pin light up together; several venues at one address open one by one', async ({
    page,
  }) => {
    await page.goto(`/browse?bbox=${FAROES}`);
    const region = map(page);
    const pin = region.getByRole('button', { name: /^FO Klaksvik, NOK/ });
    await expect(pin).toBeVisible();
    // The map with its pins, clusters and controls, as axe finds it (serious or critical fails).
    const axe = await new AxeBuilder({ page })
      .include('[aria-label="Map of the venues found"]')
      .analyze();
    expect(axe.violations.filter(isSerious).map(describeViolation)).toEqual([]);
    const card = page.getByRole('article').filter({ hasText: 'FO Klaksvik' });
    await card.hover();
    await expect(pin).toHaveClass(/highlighted/);
    await page.mouse.move(0, 0);
    await expect(pin).not.toHaveClass(/highlighted/);
    // From the keyboard: the pin is reachable and named, and focusing it lights its card.
    await pin.focus();
    await expect(card.locator('xpath=..')).toHaveClass(/highlighted/);

    const spot = region.getByRole('button', { name: '2 venues at this address, list them' });
    await spot.click();
    const listed = region.getByRole('list', { name: 'Venues at this address' });
    await expect(listed.getByRole('link')).toHaveText(['FO Twin Two', 'FO Twin One']);
    // The venue without a place is found, but said to be off the map.
    await page.goto(`/browse?q=FO%20Nowhere`);
    await expect(page.getByText('1 result has no location and is not on the map.')).toBeVisible();
  });

  test("a venue's name reaches its pin as text, never as markup", async ({ page, newVenue }) => {
    const hostile = `<img src=x onerror="window.__xss='pin'">Jan Mayen hut`;
    await newVenue({ name: hostile, location: { lat: 70.93, lng: -8.67 } });
    await page.goto('/browse?bbox=-9.5,70.5,-7.5,71.5');
    await expect(
      map(page).getByRole('button', { name: `${hostile}, NOK 1,000 per night` }),
    ).toBeVisible();
    await expect(map(page).locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  });

  test('filters the traveller is filling in stay as they were when the map moves', async ({
    page,
  }) => {
    await page.goto(`/browse?bbox=${FAROES}`);
    await expect.poll(() => cardNames(page)).toHaveLength(6);
    await page.getByLabel('Pets Allowed').check();
    await page.getByLabel('City').fill('Tórshavn');
    await dragMap(page);
    await expect(page.getByLabel('Pets Allowed')).toBeChecked();
    await expect(page.getByLabel('City')).toHaveValue('Tórshavn');
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pets')).toBe('true');
    expect(bboxOf(page)).not.toBeNull();
  });

  test('with no box in the link the map shows what the list shows, until the traveller moves it', async ({
    page,
  }) => {
    await page.goto('/browse?q=FO%20Klaksvik');
    await expect.poll(() => cardNames(page)).toEqual(['FO Klaksvik']);
    await expect(map(page).getByRole('button', { name: /^FO Klaksvik, NOK/ })).toBeVisible();
    expect(bboxOf(page)).toBeNull();
    // A new search without a box: the map shows its results in turn, and the URL keeps no box.
    await page.getByLabel('City').fill('Tórshavn');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => cardNames(page)).toHaveLength(6);
    await expect.poll(() => venuesOnMap(page)).toBe(6);
    expect(bboxOf(page)).toBeNull();
    await page.screenshot({ path: `${SHOTS}/map-search-no-box-1280.png` });
    // Once the traveller moved it, the map stays where they left it whatever they search.
    await dragMap(page);
    const left = bboxOf(page);
    await page.getByLabel('City').fill('FO Klaksvik');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=FO\+Klaksvik/);
    await expect.poll(() => cardNames(page)).toEqual(['FO Klaksvik']);
    expect(bboxOf(page)).toBe(left);
  });

  test('without tiles the map says so and the list still works', async ({ page }) => {
    await withoutTiles(page);
    await page.goto(`/browse?bbox=${FAROES}`);
    await expect(page.getByText(/The map itself could not be loaded/)).toBeVisible();
    await expect.poll(() => cardNames(page)).toHaveLength(6);
    await expect(
      map(page).getByRole('button', { name: /^FO Klaksvik, NOK 1,100 per night/ }),
    ).toBeVisible();
  });

  test('Back returns to the box the traveller left', async ({ page }) => {
    await page.goto('/');
    await page.goto(`/browse?bbox=${FAROES}`);
    await openCluster(page);
    const left = page.url();
    await page.goto('/about');
    await page.goBack();
    expect(page.url()).toBe(left);
    await expectListFollowsBox(page);
  });
});

atWidth(PHONE.width, () => {
  test('with no box in the link, Map shows the results the list shows', async ({ page }) => {
    await page.goto('/browse?q=T%C3%B3rshavn');
    await expect.poll(() => cardNames(page)).toHaveLength(6);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect.poll(() => venuesOnMap(page)).toBe(6);
    expect(bboxOf(page)).toBeNull();
    await map(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/map-search-no-box-390.png` });
  });

  test('a List / Map switch shows one at a time, and the list follows the map', async ({
    page,
  }) => {
    await page.goto(`/browse?bbox=${FAROES}`);
    await expect.poll(() => cardNames(page)).toHaveLength(6);
    await expect(map(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const region = map(page);
    const cluster = region.getByRole('button', { name: /venues here, zoom in/ }).first();
    await expect(cluster).toBeVisible();
    await expect(page.getByRole('article').first()).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/map-search-390.png` });
    await openCluster(page);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expectListFollowsBox(page);
    // The shared address opens the same list on a phone.
    const shared = page.url();
    await page.reload();
    await expectListFollowsBox(page);
    expect(page.url()).toBe(shared);
  });
});
