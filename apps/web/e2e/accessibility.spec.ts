import { type Page } from '@playwright/test';
import { daysFromToday, useSessionOf, type Account } from './support/api';
import { describeViolation, isSerious, siteAxe } from './support/axe';
import { expect, test, viewportAt, WIDTHS } from './support/test';

/**
 * axe-core on every route of the app (spec §2), as guest, traveller and manager, at 1280 and
 * 390 px, with the site's Content-Security-Policy intact (axe is injected through Playwright's own
 * evaluation channel, never through a script tag the policy would block). Any violation of impact
 * serious or critical fails, and so does a page without a main heading (a moderate rule, but a
 * page you cannot find your place on); the rest is printed for a person to judge. The experimental
 * label-content-name-mismatch rule is switched on: a visible label that is not the accessible name
 * breaks voice control.
 */
const ALSO_FAILING = new Set(['page-has-heading-one']);
type Role = 'guest' | 'traveller' | 'manager';
interface PageState {
  name: string;
  path: string;
  roles: readonly Role[];
  /** What to do once the page has loaded, e.g. open a dialog. */
  act?: (page: Page) => Promise<void>;
}

const everyone: readonly Role[] = ['guest', 'traveller', 'manager'];
const signedIn: readonly Role[] = ['traveller', 'manager'];
const managerOnly: readonly Role[] = ['manager'];

let venueId = '';
let managerVenueId = '';
const accounts: Partial<Record<Role, Account>> = {};

test.beforeAll(async ({ request, demoTraveller, demoManager, demoVenue }) => {
  accounts.traveller = demoTraveller;
  accounts.manager = demoManager;
  const listed = await request.get('/api/holidaze/venues?limit=1&sort=created&sortOrder=desc');
  venueId = ((await listed.json()) as { data: { id: string }[] }).data[0]!.id;
  managerVenueId = demoVenue.id;
});

/** States of every route; `@` in a path stands for the signed-in account's name. */
function states(): PageState[] {
  // A stay far enough ahead that no demo booking holds it.
  const stay = `dateFrom=${daysFromToday(500)}&dateTo=${daysFromToday(503)}&guests=1`;
  return [
    { name: 'home', path: '/', roles: everyone },
    { name: 'browse', path: '/browse', roles: everyone },
    { name: 'venue', path: `/venue/${venueId}`, roles: everyone },
    {
      name: 'venue, scrolled to its reviews and map',
      path: `/venue/${venueId}`,
      roles: everyone,
      act: async (page) => {
        await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
        await expect(page.getByText('Loading reviews…')).toHaveCount(0);
        await page.getByRole('region', { name: /^Map showing where/ }).scrollIntoViewIfNeeded();
        await page.locator('.leaflet-marker-icon').waitFor();
      },
    },
    {
      name: 'venue, calendar open on a chosen stay',
      path: `/venue/${venueId}?${stay}`,
      roles: everyone,
      act: async (page) => {
        await page.getByRole('button', { name: 'Check Available Dates' }).click();
        await page.locator('[data-day] button').first().waitFor();
      },
    },
    {
      name: 'venue, booking dialog',
      path: `/venue/${venueId}?${stay}`,
      roles: signedIn,
      act: async (page) => {
        await page.getByRole('button', { name: 'Book now' }).first().click();
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'venue not found',
      path: '/venue/00000000-0000-4000-8000-000000000000',
      roles: everyone,
    },
    { name: 'booking success', path: '/booking-success', roles: everyone },
    { name: 'login', path: '/login', roles: everyone },
    { name: 'register', path: '/register', roles: everyone },
    { name: 'register as host', path: '/register?type=manager', roles: everyone },
    { name: 'about', path: '/about', roles: everyone },
    { name: 'contact', path: '/contact', roles: everyone },
    { name: 'unauthorized', path: '/unauthorized', roles: everyone },
    { name: 'forgot password', path: '/forgot-password', roles: everyone },
    { name: 'reset password', path: '/reset-password?token=x', roles: everyone },
    { name: 'notifications', path: '/notifications', roles: signedIn },
    { name: 'messages', path: '/messages', roles: signedIn },
    { name: 'contact host', path: `/messages/new?venue=${venueId}`, roles: signedIn },
    { name: 'not found', path: '/no/such/page', roles: everyone },
    { name: 'user: upcoming', path: `/user/@`, roles: signedIn },
    { name: 'user: about me', path: `/user/@/user-profile`, roles: signedIn },
    { name: 'user: history', path: `/user/@/user-booking-history`, roles: signedIn },
    { name: 'admin: overview', path: `/admin/@`, roles: managerOnly },
    { name: 'admin: venues', path: `/admin/@/manage-venues`, roles: managerOnly },
    { name: 'admin: bookings', path: `/admin/@/manage-bookings`, roles: managerOnly },
    { name: 'admin: new venue', path: `/admin/@/new-venue`, roles: managerOnly },
    {
      name: 'admin: edit venue',
      path: `/admin/@/edit-venue/${managerVenueId}`,
      roles: managerOnly,
    },
    { name: 'admin: calendar', path: `/admin/@/calendar`, roles: managerOnly },
    {
      name: 'admin: venue calendar',
      path: `/admin/@/calendar/${managerVenueId}`,
      roles: managerOnly,
    },
  ];
}

/** The page has drawn its content (a heading or an alert), and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.locator('main').locator('h1, h2, [role=alert]').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

for (const width of WIDTHS) {
  for (const role of everyone) {
    test(`${role} at ${width} px: no serious or critical axe violation on any route`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewportAt(width));
      const account = accounts[role];
      if (account) await useSessionOf(page, account);
      const found: string[] = [];
      for (const state of states().filter((s) => s.roles.includes(role))) {
        const path = state.path.replace('@', account?.name ?? '');
        await test.step(`${state.name} (${path})`, async () => {
          await page.goto(path);
          await settled(page);
          await state.act?.(page);
          // axe.run in the page itself: the app has no frames, so this finds exactly what the
          // default (axe.runPartial per frame, then a fresh tab to merge the results in) does,
          // without opening a tab and loading axe twice more for every state (half the time).
          // A frame would need the default again (this mode skips a cross-origin one).
          expect(page.frames(), 'the page has no frames').toHaveLength(1);
          const { violations } = await siteAxe(page).analyze();
          for (const violation of violations) {
            const line = `${state.name} [${violation.impact}] ${describeViolation(violation)}`;
            const failing = isSerious(violation) || ALSO_FAILING.has(violation.id);
            if (failing) found.push(line);
            else console.log(`(${role}, ${width} px, not failing) ${line}`);
          }
        });
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
