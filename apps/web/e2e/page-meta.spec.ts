import { type Page } from '@playwright/test';
import { useSessionOf } from './support/api';
import { expect, test } from './support/test';

const description = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute('content');
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('a venue page is titled with the venue’s name and described by its place', async ({
  page,
  request,
}) => {
  const listed = await request.get('/api/holidaze/venues?limit=2');
  const [first, second] = (
    (await listed.json()) as {
      data: { id: string; name: string; location: { city: string | null } }[];
    }
  ).data;
  await page.goto(`/venue/${first!.id}`);
  await expect(page).toHaveTitle(`${first!.name} | Holidaze`);
  // Waited for: the title and description the server wrote are there before the app starts,
  // which sets its path's own and then, once the venue has loaded, the venue's again.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    containing(first!.name),
  );
  // Moving on within the app gives the next page its own title and description.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page).toHaveTitle('About | Holidaze');
  expect(await description(page)).not.toContain(first!.name);
  await page.goto(`/venue/${second!.id}`);
  await expect(page).toHaveTitle(`${second!.name} | Holidaze`);
  await page.goto('/venue/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveTitle('Venue not found | Holidaze');
});

test('every route has a meta description of its own', async ({ page, demoManager: manager }) => {
  await useSessionOf(page, manager);
  const routes = [
    '/',
    '/browse',
    // '/booking-success' shows only a named booking of one's own (booking-outcome.spec.ts).
    '/login',
    '/register',
    '/about',
    '/contact',
    '/unauthorized',
    `/user/${manager.name}`,
    `/admin/${manager.name}`,
    '/no/such/page',
  ];
  const seen = new Map<string, string>();
  for (const path of routes) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    const text = (await description(page)) ?? '';
    expect(text.length, `${path} has a description`).toBeGreaterThan(30);
    expect(seen.get(text), `${path} shares its description`).toBeUndefined();
    seen.set(text, path);
  }
});
