import { type Page } from '@playwright/test';
import { createVenue, signUp, uniqueName } from './support/api';
import { managerVenues, storedVenue } from './support/admin-data';
import { chooseFromMenu, fillIn, openAs } from './support/pages';
import { expect, test } from './support/test';

/** Clicks the form's map at a point and returns the coordinates the form took from it. */
async function clickMap(page: Page, x: number, y: number) {
  const map = page.getByRole('region', { name: 'Map: click to set the location' });
  await map.locator('.leaflet-container').click({ position: { x, y } });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  const lat = Number(await page.getByLabel('Latitude').inputValue());
  const lng = Number(await page.getByLabel('Longitude').inputValue());
  expect(Number.isFinite(lat) && Number.isFinite(lng)).toBe(true);
  return { lat, lng };
}

/** The cabin's address as the form's fields take it and the API stores it. */
const ADDRESS = {
  address: 'Bryggen 1',
  city: 'Bergen',
  zip: '5003',
  country: 'Norway',
  continent: 'Europe',
};

test('a manager creates, edits and deletes a venue through the form', async ({
  page,
  request,
  host: manager,
}) => {
  const name = `Fjord Cabin ${uniqueName('f')}`;
  await openAs(page, manager, `/admin/${manager.name}/manage-venues`);
  await page.getByRole('link', { name: '+ Add New' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${manager.name}/new-venue$`));
  await expect(page.getByRole('heading', { name: 'Add New Property' })).toBeVisible();

  await fillIn(page, {
    Name: name,
    Description: 'A timber cabin by the water.',
    'Price per night (NOK)': '1250',
    'Max Guests': '4',
  });
  const slider = page.getByRole('slider', { name: 'Rating' });
  await slider.focus();
  for (let n = 0; n < 9; n += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '4.5 stars');
  await page.getByRole('checkbox', { name: 'Wifi' }).check();
  await page.getByRole('checkbox', { name: 'Breakfast' }).check();
  await fillIn(page, {
    'Street Address': ADDRESS.address,
    City: ADDRESS.city,
    ZIP: ADDRESS.zip,
    Country: ADDRESS.country,
    Continent: ADDRESS.continent,
  });
  const picked = await clickMap(page, 300, 120);
  await page.getByLabel('Image URL 1').fill('https://example.com/cabin.jpg');
  await page.getByLabel('Alt text 1').fill('The cabin');
  await page.getByRole('button', { name: 'Create Venue' }).click();

  await expect(page.getByText('Property created successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/${manager.name}/manage-venues$`));
  await expect(page.getByRole('article', { name })).toBeVisible();

  const [created] = await managerVenues(request, manager);
  expect(created).toMatchObject({
    name,
    description: 'A timber cabin by the water.',
    price: 1250,
    maxGuests: 4,
    rating: 4.5,
    meta: { wifi: true, parking: false, breakfast: true, pets: false },
    location: ADDRESS,
    media: [{ url: 'https://example.com/cabin.jpg', alt: 'The cabin' }],
  });
  expect(created!.location.lat).toBeCloseTo(picked.lat, 5);
  expect(created!.location.lng).toBeCloseTo(picked.lng, 5);

  // Edit: the form is prefilled with what is stored.
  const card = page.getByRole('article', { name });
  await chooseFromMenu(card, 'Venue options', 'Edit');
  await expect(page).toHaveURL(new RegExp(`/edit-venue/${created!.id}$`));
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByLabel('Price per night (NOK)')).toHaveValue('1250');
  await expect(page.getByLabel('City')).toHaveValue('Bergen');
  await expect(page.getByRole('slider', { name: 'Rating' })).toHaveAttribute(
    'aria-valuetext',
    '4.5 stars',
  );
  await page.getByLabel('Name', { exact: true }).fill(`${name} Deluxe`);
  await page.getByLabel('Price per night (NOK)').fill('1500');
  await page.getByRole('checkbox', { name: 'Pets' }).check();
  await page.getByRole('button', { name: 'Add image' }).click();
  await page.getByLabel('Image URL 2').fill('https://example.com/view.jpg');
  const moved = await clickMap(page, 150, 200);
  await page.getByRole('button', { name: 'Update Venue' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${manager.name}/manage-venues$`));
  await expect(page.getByRole('article', { name: `${name} Deluxe` })).toBeVisible();

  const updated = (await (await storedVenue(request, created!.id)).json()) as {
    data: typeof created;
  };
  expect(updated.data).toMatchObject({
    name: `${name} Deluxe`,
    price: 1500,
    maxGuests: 4,
    rating: 4.5,
    meta: { wifi: true, parking: false, breakfast: true, pets: true },
    media: [
      { url: 'https://example.com/cabin.jpg', alt: 'The cabin' },
      { url: 'https://example.com/view.jpg', alt: '' },
    ],
  });
  expect(updated.data!.location.lat).toBeCloseTo(moved.lat, 5);
  expect(updated.data!.location.lng).toBeCloseTo(moved.lng, 5);

  // Delete, after confirming.
  await page
    .getByRole('article', { name: `${name} Deluxe` })
    .getByRole('button', { name: 'Venue options' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'This action cannot be undone. Are you sure you want to delete this venue?',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Venue has been deleted')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  expect((await storedVenue(request, created!.id)).status()).toBe(404);
});

test('the venue form shows each of its messages', async ({ page, request, host: manager }) => {
  await openAs(page, manager, `/admin/${manager.name}/new-venue`);
  await page.getByRole('button', { name: 'Create Venue' }).click();
  const expectError = async (label: string, message: string) => {
    const input = page.getByLabel(label, { exact: true });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
  };
  await expectError('Name', 'Name is required');
  await expectError('Description', 'Description is required');
  await expectError('Price per night (NOK)', 'This field is required');
  await expectError('Max Guests', 'This field is required');

  await page.getByLabel('Name', { exact: true }).fill('Loft');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.getByLabel('Description').fill('High up');
  await page.getByLabel('Price per night (NOK)').fill('20000');
  await page.getByLabel('Max Guests').fill('0');
  await page.getByLabel('Image URL 1').fill('not a url');
  await page.getByRole('button', { name: 'Create Venue' }).click();
  await expectError('Price per night (NOK)', 'Price cannot be greater than 10,000');
  await expectError('Max Guests', 'A venue must accommodate at least one guest');
  await expect(page.getByLabel('Image URL 1')).toHaveAttribute('aria-invalid', 'true');
  expect(await managerVenues(request, manager)).toHaveLength(0);

  // The server's refusal shows in a red banner; without a message, the spec's fallback.
  await page.getByLabel('Price per night (NOK)').fill('900');
  await page.getByLabel('Max Guests').fill('2');
  await page.getByLabel('Image URL 1').fill('');
  await page.route('**/api/holidaze/venues', (route) =>
    route.fulfill({
      status: 403,
      json: { errors: [{ message: 'You are not a venue manager' }], status: 'Forbidden' },
    }),
  );
  await page.getByRole('button', { name: 'Create Venue' }).click();
  await expect(page.getByRole('alert')).toHaveText('You are not a venue manager');
  await page.unroute('**/api/holidaze/venues');
  await page.route('**/api/holidaze/venues', (route) =>
    route.fulfill({ status: 500, json: { errors: [] } }),
  );
  await page.getByRole('button', { name: 'Create Venue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to create venue.');
  await expect(page).toHaveURL(new RegExp('/new-venue$'));
});

test('the edit page says Venue not found for a venue that is not there or not one’s own', async ({
  page,
  request,
  host: manager,
}) => {
  const other = await signUp(request, true);
  const theirs = await createVenue(request, other, {
    name: 'Not yours',
    description: 'Someone else’s',
    price: 100,
    maxGuests: 2,
  });
  await openAs(page, manager, `/admin/${manager.name}/edit-venue/${theirs.id}`);
  await expect(page.getByRole('alert')).toHaveText('Venue not found');
  await page.goto(`/admin/${manager.name}/edit-venue/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('alert')).toHaveText('Venue not found');
});
