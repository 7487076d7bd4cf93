import { expect, test } from '@playwright/test';
import {
  authHeaders,
  createBooking,
  createVenue,
  daysFromToday,
  signUp,
  useSessionOf,
} from './support/api';
import { chunkOf, holdCode } from './support/build-manifest';
import { answeringHosts, withLocalTiles } from './support/tiles';
import { dayButton, showMonthOf } from './support/pages';

const SHOTS = 'test-results/screens';
const dayFromNow = daysFromToday;

// One venue for the whole file, with one stay booked: nights B, B+1 and B+2, check-out on B+3.
let venueId = '';
let hostName = '';
const B = 30;

test.beforeAll(async ({ request }) => {
  const manager = await signUp(request, true);
  const guest = await signUp(request);
  hostName = manager.name;
  await request.put(`/api/holidaze/profiles/${manager.name}`, {
    headers: authHeaders(manager),
    data: { bio: 'Host of quiet places by the sea.' },
  });
  const venue = await createVenue(request, manager, {
    name: 'E2E Harbour House',
    description:
      '<p>Bright rooms over the <em>harbour</em>, five minutes from the fish market.</p>',
    price: 1450,
    maxGuests: 3,
    rating: 4.5,
    media: [
      { url: '/media/defaults/venue.svg', alt: 'Harbour House from the quay' },
      { url: '/media/defaults/banner.svg', alt: 'The living room' },
    ],
    meta: { wifi: true, parking: true, breakfast: false, pets: false },
    location: {
      address: 'Bryggen 7',
      city: 'Bergen',
      zip: '5003',
      country: 'Norway',
      lat: 60.397,
      lng: 5.324,
    },
  });
  venueId = venue.id;
  await createBooking(request, guest, {
    venueId,
    dateFrom: dayFromNow(B),
    dateTo: dayFromNow(B + 3),
    guests: 2,
  });
});

// The map's tiles come from the test, never from the internet.
test.beforeEach(async ({ page }) => {
  await withLocalTiles(page);
});

test('a visitor sees the venue and is asked to log in to book', async ({ page }) => {
  await page.goto(`/venue/${venueId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Harbour House' })).toBeVisible();
  await expect(page.getByText('Bergen, Norway', { exact: true })).toBeVisible();
  await expect(page.getByText('Bryggen 7, 5003 Bergen, Norway')).toBeVisible();
  await expect(
    page.getByText('Bright rooms over the harbour, five minutes from the fish market.'),
  ).toBeVisible();
  await expect(page.getByText('Breakfast not available')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Hosted by' })).toContainText(hostName);
  await expect(page.getByRole('region', { name: 'Hosted by' })).toContainText(
    'Host of quiet places by the sea.',
  );
  const map = page.getByRole('region', { name: /Map showing where E2E Harbour House is/ });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();

  await expect(page.getByText('Login or register to book this property')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book now' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Login or Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the picker keeps booked nights out and never lets a stay cross one @dates', async ({
  page,
}) => {
  await page.goto(`/venue/${venueId}`);
  await page.getByRole('button', { name: 'Check Available Dates' }).click();
  await showMonthOf(page, dayFromNow(B + 3));

  for (const offset of [B, B + 1, B + 2])
    await expect(dayButton(page, dayFromNow(offset))).toBeDisabled();
  // The booked stay's check-out morning is free for the next arrival.
  await expect(dayButton(page, dayFromNow(B + 3))).toBeEnabled();

  await showMonthOf(page, dayFromNow(B - 3));
  await dayButton(page, dayFromNow(B - 3)).click();
  await dayButton(page, dayFromNow(B - 3)).click();
  await expect(page.getByText('Minimum stay 1 night')).toBeVisible();

  // With the check-in before the booked stay, its first night's morning is the last check-out.
  await expect(dayButton(page, dayFromNow(B))).toBeEnabled();
  await showMonthOf(page, dayFromNow(B + 4));
  await expect(dayButton(page, dayFromNow(B + 4))).toBeDisabled();
  await showMonthOf(page, dayFromNow(B));
  await dayButton(page, dayFromNow(B)).click();

  await expect(page.getByText(/^Check-in: /)).toBeVisible();
  await expect(page.getByText(/^Check-out: /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('3 nights');
  await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('NOK 4,350');
});

test('a linked range that overlaps a booking is cleared and explained @dates', async ({ page }) => {
  await page.goto(
    `/venue/${venueId}?dateFrom=${dayFromNow(B + 1)}&dateTo=${dayFromNow(B + 5)}&guests=9`,
  );
  await expect(page.getByText(/^This property is unavailable during .+ - .+\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking summary' })).toHaveCount(0);
  // Guests from the link are clamped to what the venue takes.
  await expect(page.getByLabel('Guests')).toHaveValue('3');
});

test('the map loads as it comes near the screen, in a place kept for it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tiles = await withLocalTiles(page);
  const hosts = answeringHosts(page);
  await page.goto(`/venue/${venueId}`);
  const map = page.getByRole('region', { name: /Map showing where E2E Harbour House is/ });
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Harbour House' })).toBeVisible();
  // Far below the first view on a phone: its place is kept, and nothing of it has loaded.
  await expect(map).toBeAttached();
  await expect(map).not.toBeInViewport();
  await expect(map.getByRole('button', { name: 'Show map' })).toBeAttached();
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  const placeholder = await map.boundingBox();

  await page.mouse.wheel(0, placeholder!.y - 400);
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  // The same size as its placeholder: nothing below it moved.
  expect((await map.boundingBox())!.height).toBe(placeholder!.height);
  // Its tiles came from the test, and nothing but the app answered the page.
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  expect(tiles.served).toBeGreaterThan(0);
  expect([...hosts]).toEqual(['127.0.0.1']);
});

test('a keyboard user who reaches the map before it loads lands in it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/venue/${venueId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Harbour House' })).toBeVisible();
  const map = page.getByRole('region', { name: /Map showing where E2E Harbour House is/ });
  await map.getByRole('button', { name: 'Show map' }).focus();
  await expect(map.locator('.leaflet-container')).toBeFocused();
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
});

test('an unknown venue says so in red, under a heading, with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/venue/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Venue not found.');
  await expect(page.getByRole('heading', { level: 1, name: 'Venue not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse venues' }).click();
  await expect(page).toHaveURL(/\/browse$/);
});

test('the venue page at desktop and phone widths, as a logged-in traveller', async ({
  page,
  request,
}) => {
  await useSessionOf(page, await signUp(request));
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The reviews' code is held until the top has been looked at: whether the section is near the
    // screen when it mounts depends on how much of the booking panel has come by then, so without
    // the hold a slow run could load the reviews before the check.
    const reviewsCode = 'src/features/venue/reviews/venue-reviews-loader.tsx';
    const release = await holdCode(page, reviewsCode);
    // From a blank page: the same address again would be a reload, which keeps where the last
    // width left the page scrolled, as browsers do.
    await page.goto('about:blank');
    await page.goto(`/venue/${venueId}?dateFrom=${dayFromNow(B - 4)}&dateTo=${dayFromNow(B - 1)}`);
    // The first photo is there before anything below the fold has loaded.
    await expect(page.getByRole('img', { name: 'Harbour House from the quay' })).toBeVisible();
    await expect(page.getByText('Loading reviews…')).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/venue-top-${width}.png` });
    release();
    await page.unroute(`**${chunkOf(reviewsCode)}`);
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    await expect(page.getByText(/^No reviews yet\./)).toBeVisible();
    await page.getByRole('region', { name: /^Map showing where/ }).scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
    // On a phone the bottom bar offers Book now too, whenever the panel is off screen.
    await expect(
      page.getByRole('complementary').getByRole('button', { name: 'Book now' }),
    ).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/venue-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Check Available Dates' }).click();
    await expect(page.getByRole('grid').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/venue-picker-${width}.png` });
  }
});
