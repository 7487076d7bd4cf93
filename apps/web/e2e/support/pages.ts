import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@holidaze/domain';
import { PASSWORD, useSessionOf, type Account } from './api';
import { WIDTHS } from './test';

/** What a person does on the app's pages, the same way in every spec. */

/** Signs in as `account` (its session put where the login page puts it) and opens `path`. */
export async function openAs(page: Page, account: Account, path: string): Promise<void> {
  await useSessionOf(page, account);
  await page.goto(path);
}

/**
 * Signs in as `account`, then opens each of `pages` (a name, a path, and what `check` needs) at
 * each of `WIDTHS` on a 900 px high screen, checks it and saves a full-page screenshot as
 * test-results/`folder`/name-width.png: every page looked at where the spec sets the viewport.
 */
export async function screenshotEachPage<Entry extends readonly [string, string, ...string[]]>(
  page: Page,
  account: Account,
  folder: string,
  pages: readonly Entry[],
  check: (entry: Entry) => Promise<void>,
): Promise<void> {
  await useSessionOf(page, account);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const entry of pages) {
      await page.goto(entry[1]);
      await check(entry);
      await page.screenshot({
        path: `test-results/${folder}/${entry[0]}-${width}.png`,
        fullPage: true,
      });
    }
  }
}

/**
 * Makes Norwegian the saved choice of `page`'s browser, as the language switch leaves it: the
 * next page loads read Norwegian (docs/decisions/037-languages.md).
 */
export async function chooseNorwegian(page: Page): Promise<void> {
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page
    .context()
    .addCookies([{ name: LOCALE_COOKIE, value: 'nb', domain: hostname, path: '/' }]);
}

/** The login form's labels in each language. */
const LOGIN_FORM = {
  en: { email: 'Email Address', password: 'Password', send: 'Sign In' },
  nb: { email: 'E-postadresse', password: 'Passord', send: 'Logg inn' },
} as const;

/**
 * Fills in the login form as `account` (made by `signUp`, so with its password) and sends it, on
 * a page in `locale`.
 */
export async function logInOnForm(
  page: Page,
  account: Pick<Account, 'email'>,
  locale: keyof typeof LOGIN_FORM = 'en',
): Promise<void> {
  const form = LOGIN_FORM[locale];
  await page.getByLabel(form.email).fill(account.email);
  await page.getByLabel(form.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: form.send }).click();
}

/** A day's button in the venue page's date picker ('YYYY-MM-DD'). */
export const dayButton = (page: Page, day: string) => page.locator(`[data-day="${day}"] button`);

/** Pages the open date picker (it opens on the current month) to the month holding `day`. */
export async function showMonthOf(page: Page, day: string): Promise<void> {
  for (let i = 0; i < 24 && (await dayButton(page, day).count()) === 0; i += 1) {
    const first = await page.locator('[data-day]').first().getAttribute('data-day');
    const back = first !== null && day < first;
    await page.getByRole('button', { name: back ? /previous month/i : /next month/i }).click();
  }
}

/** Shows the month holding `day` in the open date picker and clicks that day. */
export async function clickDay(page: Page, day: string): Promise<void> {
  await showMonthOf(page, day);
  await dayButton(page, day).click();
}

/** On a venue page with a stay chosen: Book now, then Confirm Booking in the review. */
export async function bookNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Book now' }).first().click();
  await page
    .getByRole('dialog', { name: 'Review' })
    .getByRole('button', { name: 'Confirm Booking' })
    .click();
}

/** Types each value into the field of `form` its label names (the whole label). */
export async function fillIn(form: Page | Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

/**
 * Adds a season to a host's form and fills in its fields, named by what their labels say after
 * the row's name and number ("from", "until", "minimum nights", "name (optional)"). Stay rules and
 * prices share the season rows (features/host/terms-form), labelled "Season 1 from", "Price season
 * 2 until".
 */
export async function addSeason(
  form: Page | Locator,
  row: 'Season' | 'Price season',
  fields: Record<string, string>,
): Promise<void> {
  const number = (await form.getByLabel(new RegExp(`^${row} \\d+ from$`)).count()) + 1;
  await form.getByRole('button', { name: `Add ${row.toLowerCase()}`, exact: true }).click();
  await fillIn(
    form,
    Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [`${row} ${number} ${field}`, value]),
    ),
  );
}

/** On a profile page: opens the editor of its avatar or its banner; the editor's dialog. */
export async function editProfileImage(page: Page, image: 'Avatar' | 'Banner'): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${image.toLowerCase()}` }).click();
  return page.getByRole('dialog', { name: `Update ${image}` });
}

/** Opens a card's menu (a booking's or a venue's options) and picks `item` from it. */
export async function chooseFromMenu(
  card: Locator,
  menu: 'Booking options' | 'Venue options',
  item: string,
): Promise<void> {
  await card.getByRole('button', { name: menu }).click();
  await card.page().getByRole('menuitem', { name: item }).click();
}

/** Nothing on the page is wider than the screen: no sideways scrolling. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The Idempotency-Key of every POST the page sends to a URL ending in `path`, in order: one
 * action sent again (a double click, a retry) must carry one and the same key.
 */
export function idempotencyKeysSent(page: Page, path: string): (string | null)[] {
  const keys: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(path)) {
      keys.push(request.headers()['idempotency-key'] ?? null);
    }
  });
  return keys;
}
