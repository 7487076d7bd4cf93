import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders, createBooking, createVenue, signUp, type Account } from './api';

/** What the API has stored for a profile and its bookings, read back after the browser acted. */
export interface StoredProfile {
  name: string;
  bio: string | null;
  avatar: { url: string; alt: string };
  banner: { url: string; alt: string };
  _count: { bookings: number };
  venueManager?: boolean;
}

export interface StoredBooking {
  id: string;
  dateFrom: string;
  dateTo: string;
  guests: number;
}

export async function storedProfile(
  request: APIRequestContext,
  account: Account,
): Promise<StoredProfile> {
  const response = await request.get(`/api/holidaze/profiles/${account.name}`, {
    headers: authHeaders(account),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredProfile }).data;
}

export async function storedBookings(
  request: APIRequestContext,
  account: Account,
): Promise<StoredBooking[]> {
  const response = await request.get(`/api/holidaze/profiles/${account.name}/bookings`, {
    headers: authHeaders(account),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredBooking[] }).data;
}

/**
 * 'YYYY-MM-DD' n days from the date at UTC−12: the API's floor for "not in the past". A stay
 * starting there has started in every browser time zone, so it is ongoing wherever the test runs.
 */
export function daysFromEarliestToday(days: number): string {
  return new Date(Date.now() - 12 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A manager with one venue, and a fresh traveller to book it. */
export async function travellerWithVenue(
  request: APIRequestContext,
  venue: Record<string, unknown> = {},
) {
  const manager = await signUp(request, true);
  const traveller = await signUp(request);
  const created = await createVenue(request, manager, venue);
  const book = (dateFrom: string, dateTo: string, guests = 1) =>
    createBooking(request, traveller, { venueId: created.id, dateFrom, dateTo, guests });
  return { manager, traveller, venue: created, book };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The spec's 'EEE, dd MMM yyyy' of a calendar day, e.g. 'Mon, 05 Jan 2026'. */
export function displayDate(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${WEEKDAYS[date.getUTCDay()]}, ${dd} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
