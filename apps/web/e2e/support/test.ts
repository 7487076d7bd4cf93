import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightWorkerArgs,
  type WorkerInfo,
} from '@playwright/test';
import {
  DEMO_PASSWORD,
  createBooking,
  createVenue,
  logIn,
  openConversation,
  saveToWishlist,
  signUp,
  useSessionOf,
  type Account,
} from './api';
import { managerVenues, type StoredVenue } from './admin-data';
import { withLocalTiles } from './tiles';

export { expect } from '@playwright/test';

/**
 * The people, venue and pages a browser test starts from, as Playwright fixtures
 * (https://playwright.dev/docs/test-fixtures): a spec names what it needs in its test's
 * arguments and gets it fresh for that test, made through the API (the demo accounts, signed in
 * once, are the worker's). A fixture a test does not name is never made. Signing in stays a step
 * of the test (`useSessionOf`, or `openAs` in support/pages.ts to sign in and open a page), since
 * many tests sign in only after the host has acted, or as two people in turn.
 */

export type Venue = { id: string; name: string };

interface Fixtures {
  /** A venue manager of this test's own. */
  host: Account;
  /** A traveller of this test's own. */
  traveller: Account;
  /** What `venue` is made with besides `createVenue`'s defaults; set it with `test.use`. */
  venueData: Record<string, unknown>;
  /** A venue of `host`'s, made with `venueData`. */
  venue: Venue;
  /** Another venue of `host`'s, made with `data`. */
  newVenue: (data?: Record<string, unknown>) => Promise<Venue>;
  /**
   * Books `venue` (or another of the host's, made with `newVenue`) for `traveller`, as the API does
   * ('YYYY-MM-DD' days, one guest unless said).
   */
  book: (
    dateFrom: string,
    dateTo: string,
    options?: { guests?: number; venue?: Venue },
  ) => Promise<{ id: string }>;
  /** `traveller` hearts `venue` (or another of the host's): it is saved to their wishlist. */
  heart: (venue?: Venue) => Promise<void>;
  /** `traveller` writes first to the host about `venue`, as the API does; the conversation's id. */
  ask: (body: string) => Promise<string>;
  /**
   * A page in a browser of its own (someone else, or another device), signed in as `account`
   * unless it is `null`; closed when the test ends.
   */
  pageAs: (account: Account | null, options?: BrowserContextOptions) => Promise<Page>;
}

/**
 * The demo accounts, signed in once per worker and shared by its tests: their password is hashed
 * at the production cost (the seed keeps one hash, apps/server/src/seed/demo-people.ts), so every
 * sign-in costs the server half a second of a core, and a token serves any number of tests.
 */
interface WorkerFixtures {
  /** The demo data's venue manager, with its venues and their past and future bookings. */
  demoManager: Account;
  /** The demo data's traveller, with past stays to review. */
  demoTraveller: Account;
  /** One of `demoManager`'s venues (the first the API lists), with its bookings. */
  demoVenue: StoredVenue;
}

const demoAccount =
  (email: string) =>
  async (
    { playwright }: { playwright: PlaywrightWorkerArgs['playwright'] },
    use: (account: Account) => Promise<void>,
    workerInfo: WorkerInfo,
  ) => {
    const request = await playwright.request.newContext({
      baseURL: workerInfo.project.use.baseURL,
    });
    const account = await logIn(request, email, DEMO_PASSWORD);
    await request.dispose();
    await use(account);
  };

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Every page a test opens gets its map tiles from the test, never from the internet; a test
  // about a map without tiles refuses them on its page (support/tiles.ts), which comes first.
  context: async ({ context }, use) => {
    await withLocalTiles(context);
    await use(context);
  },
  host: async ({ request }, use) => use(await signUp(request, true)),
  traveller: async ({ request }, use) => use(await signUp(request)),
  demoManager: [demoAccount('demo.manager@stud.noroff.no'), { scope: 'worker' }],
  demoTraveller: [demoAccount('demo.traveller@stud.noroff.no'), { scope: 'worker' }],
  demoVenue: [
    async ({ playwright, demoManager }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const [venue] = await managerVenues(request, demoManager);
      await request.dispose();
      await use(venue!);
    },
    { scope: 'worker' },
  ],
  venueData: [{}, { option: true }],
  venue: async ({ request, host, venueData }, use) =>
    use(await createVenue(request, host, venueData)),
  newVenue: async ({ request, host }, use) => use((data) => createVenue(request, host, data)),
  book: async ({ request, traveller, venue }, use) =>
    use((dateFrom, dateTo, { guests = 1, venue: at = venue } = {}) =>
      createBooking(request, traveller, { venueId: at.id, dateFrom, dateTo, guests }),
    ),
  heart: async ({ request, traveller, venue }, use) =>
    use((at = venue) => saveToWishlist(request, traveller, at.id)),
  ask: async ({ request, traveller, venue }, use) =>
    use((body) => openConversation(request, traveller, { venueId: venue.id, body })),
  pageAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account, options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      await withLocalTiles(context);
      const page = await context.newPage();
      if (account) await useSessionOf(page, account);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** The widths the product spec's pages are tried at. */
export const WIDTHS = [DESKTOP.width, PHONE.width] as const;
/** The screen a width stands for: a desktop's height above 600 px, a phone's below. */
export const viewportAt = (width: number) =>
  width > 600 ? { ...DESKTOP, width } : { ...PHONE, width };

/**
 * Declares `tests` in a group named for `width` ("at 390 px") whose pages open at that width's
 * screen (`viewportAt`).
 */
export function atWidth(width: number, tests: () => void): void {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportAt(width) });
    tests();
  });
}

/**
 * Declares `tests` once at each of `WIDTHS` (`atWidth`): one body, tried where the spec sets the
 * viewport.
 */
export function atEachWidth(tests: (width: number) => void): void {
  for (const width of WIDTHS) atWidth(width, () => tests(width));
}
