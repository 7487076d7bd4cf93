import type { Venue } from '@holidaze/domain';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, type Account } from './api';

/** A venue as the API stores it (the contract's shape), read back after the browser acted. */
export type StoredVenue = Venue;

/** P5: the manager's venues with their bookings. */
export async function managerVenues(
  request: APIRequestContext,
  manager: Account,
): Promise<StoredVenue[]> {
  const response = await request.get(
    `/api/holidaze/profiles/${manager.name}/venues?_bookings=true`,
    { headers: authHeaders(manager) },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredVenue[] }).data;
}

export async function storedVenue(request: APIRequestContext, id: string) {
  return request.get(`/api/holidaze/venues/${id}`);
}

/**
 * The browser's own calendar day `offset` days from today ('YYYY-MM-DD'), as the page counts days:
 * what it tells a booking's status and a date's being past by.
 */
export function browserDay(page: Page, offset = 0): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, offset);
}

/** The browser's own calendar day, which the page uses to tell a booking's status. */
export const browserToday = (page: Page) => browserDay(page);

export type Status = 'upcoming' | 'ongoing' | 'completed';

/** Spec §4 on calendar days, half-open: the check-out day counts as completed. */
export function statusOf(stay: { dateFrom: string; dateTo: string }, today: string): Status {
  if (stay.dateFrom.slice(0, 10) > today) return 'upcoming';
  if (stay.dateTo.slice(0, 10) <= today) return 'completed';
  return 'ongoing';
}

/** How many cards a paged list (3 a page) holds: the full pages plus what the last one shows. */
export async function listedCount(page: Page, pagesLabel: string): Promise<number> {
  const pager = page.getByRole('navigation', { name: pagesLabel });
  const cards = page.getByRole('main').getByRole('article');
  if ((await pager.count()) === 0) return cards.count();
  await pager.getByRole('button', { name: 'Last page' }).click();
  const last = Number(await pager.locator('[aria-current="page"]').textContent());
  return 3 * (last - 1) + (await cards.count());
}
