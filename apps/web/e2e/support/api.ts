import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Test data is made through the API (fast, no sign-up clicks); the browser does what is under test. */
export const API_KEY = 'holidaze-web-client-key';
export const PASSWORD = 'holidaze-e2e-pass';
export const DEMO_PASSWORD = 'holidaze-demo';

export interface Account {
  name: string;
  email: string;
  token: string;
  venueManager: boolean;
}

export const authHeaders = (account: Account) => ({
  Authorization: `Bearer ${account.token}`,
  'X-Noroff-API-Key': API_KEY,
});

/**
 * A name no other test uses, within the API's 20 characters. Hexadecimal only after the prefix:
 * the account button is labelled with its user's name, and a random word in it ("name", "zip")
 * would make a label query match the button as well as the field.
 */
export function uniqueName(prefix = 'e2e'): string {
  const random = Math.floor(Math.random() * 0x1000)
    .toString(16)
    .padStart(3, '0');
  return `${prefix}_${Date.now().toString(16)}${random}`.slice(0, 20);
}

export async function signUp(request: APIRequestContext, venueManager = false): Promise<Account> {
  const name = uniqueName(venueManager ? 'host' : 'guest');
  const email = `${name}@stud.noroff.no`;
  const registered = await request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD, venueManager },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return logIn(request, email, PASSWORD);
}

export async function logIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Account> {
  const response = await request.post('/api/auth/login?_holidaze=true', {
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as {
    data: { name: string; email: string; accessToken: string; venueManager: boolean };
  };
  return {
    name: data.name,
    email: data.email,
    token: data.accessToken,
    venueManager: data.venueManager,
  };
}

/** Puts a session into localStorage as the login page does (spec §3), before the app loads. */
export async function useSessionOf(page: Page, account: Account): Promise<void> {
  await page.addInitScript((session) => {
    localStorage.setItem('username', session.name);
    localStorage.setItem('accessToken', session.token);
    localStorage.setItem('venueManager', String(session.venueManager));
    localStorage.setItem('email', session.email);
  }, account);
}

export async function createVenue(
  request: APIRequestContext,
  manager: Account,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  const name = `E2E Venue ${uniqueName('v')}`;
  const response = await request.post('/api/holidaze/venues', {
    headers: authHeaders(manager),
    data: {
      name,
      description: 'A venue made by a browser test.',
      price: 1000,
      maxGuests: 4,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; name: string } };
  return data;
}

export async function createBooking(
  request: APIRequestContext,
  traveller: Account,
  booking: { venueId: string; dateFrom: string; dateTo: string; guests?: number },
): Promise<{ id: string }> {
  const response = await request.post('/api/holidaze/bookings', {
    headers: authHeaders(traveller),
    data: { guests: 1, ...booking },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data;
}

/** `traveller` writes first to a venue's host, as the API does; the conversation's id. */
export async function openConversation(
  request: APIRequestContext,
  traveller: Account,
  conversation: { venueId: string; body: string },
): Promise<string> {
  const response = await request.post('/api/holidaze/conversations', {
    headers: authHeaders(traveller),
    data: conversation,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Saves a venue to `traveller`'s wishlist, as its heart does. */
export async function saveToWishlist(
  request: APIRequestContext,
  traveller: Account,
  venueId: string,
): Promise<void> {
  const saved = await request.put(`/api/holidaze/wishlists/saved/${venueId}`, {
    headers: authHeaders(traveller),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Turns on Request to book for a venue: the host answers each request within 24 hours. */
export async function requestToBook(
  request: APIRequestContext,
  host: Account,
  venueId: string,
): Promise<void> {
  const saved = await request.put(`/api/holidaze/venues/${venueId}/rules`, {
    headers: authHeaders(host),
    data: { bookingMode: 'request', requestHours: 24 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** 'YYYY-MM-DD' n days from today (UTC). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * 'YYYY-MM-DD' n days from the date at UTC−12: the API's floor for "not in the past". A stay
 * starting there has started in every browser time zone, so it is ongoing wherever the test runs.
 */
export function daysFromEarliestToday(days: number): string {
  return new Date(Date.now() - 12 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
