import type { Booking, Profile } from '@holidaze/domain';
import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders, type Account } from './api';

/**
 * What the API has stored for a profile and its bookings (the contract's shapes), read back after
 * the browser acted.
 */
export type StoredProfile = Profile;
export type StoredBooking = Booking;

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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The spec's 'EEE, dd MMM yyyy' of a calendar day, e.g. 'Mon, 05 Jan 2026'. */
export function displayDate(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${WEEKDAYS[date.getUTCDay()]}, ${dd} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
