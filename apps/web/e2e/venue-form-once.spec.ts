import { type Page } from '@playwright/test';
import { signUp, uniqueName, useSessionOf } from './support/api';
import { managerVenues } from './support/admin-data';
import { idempotencyKeysSent, openAs } from './support/pages';
import { expect, test } from './support/test';

/** The fields a new venue needs, filled as a person would. */
async function fillNewVenue(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('A timber cabin by the water.');
  await page.getByLabel('Price per night (NOK)').fill('1250');
  await page.getByLabel('Max Guests').fill('4');
}

test('a double click on Create Venue makes one venue, with one Idempotency-Key and one outcome', async ({
  page,
  request,
  host: manager,
}) => {
  const name = `Twice Cabin ${uniqueName('v')}`;
  const keys = idempotencyKeysSent(page, '/api/holidaze/venues');
  await openAs(page, manager, `/admin/${manager.name}/new-venue`);
  await fillNewVenue(page, name);
  await page.getByRole('button', { name: 'Create Venue' }).dblclick();

  await expect(page).toHaveURL(new RegExp(`/admin/${manager.name}/manage-venues$`));
  await expect(page.getByRole('article', { name })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await managerVenues(request, manager)).filter((v) => v.name === name)).toHaveLength(1);
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(keys[0]).toBeTruthy();
  expect(new Set(keys).size).toBe(1);
});

test('a venue form opened as one manager is never sent as another that a second tab logged in as', async ({
  context,
  request,
  host: first,
}) => {
  const second = await signUp(request, true);
  const form = await context.newPage();
  await useSessionOf(form, first);
  await form.goto(`/admin/${first.name}/new-venue`);
  const name = `Wrong Account Cabin ${uniqueName('v')}`;
  await fillNewVenue(form, name);

  // Another tab of the same browser logs in as the second manager (what its login page stores).
  const other = await context.newPage();
  await other.goto('/about');
  await other.evaluate((account) => {
    localStorage.setItem('username', account.name);
    localStorage.setItem('venueManager', 'true');
    localStorage.setItem('email', account.email);
    localStorage.setItem('accessToken', account.token);
  }, second);

  // The first tab says so at once and leaves the first manager's form: what was typed as the
  // first manager is not carried over to the second, and nothing is created for either.
  await expect(
    form.getByText(`You are now logged in as ${second.name} (changed in another tab).`),
  ).toBeVisible();
  await expect(form).toHaveURL(new RegExp(`/admin/${second.name}/new-venue$`));
  await expect(form.getByRole('button', { name: `${second.name}: account menu` })).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  expect(await managerVenues(request, first)).toHaveLength(0);
  expect(await managerVenues(request, second)).toHaveLength(0);
});
