import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { Booking, Profile } from '@holidaze/domain';
import { afterEach, beforeEach, vi } from 'vitest';
import { venueOf } from '../../test/handlers/venues';
import { noRetryQueryClient, renderRoutesAt } from '../../test/render';
import { storeSession as storeSessionOf } from '../../test/session';

export const USER = 'kari_nordmann';

/** A stored session for USER, as the login page leaves it. */
export const storeSession = (name = USER) => storeSessionOf(name, { token: 'token-1' });

/**
 * Each test of the file starts signed in as USER, with no mock's calls (the toasts') and no spy
 * left from the test before.
 */
export function signInForEachTest() {
  beforeEach(() => {
    storeSession();
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

export function renderWithProviders(
  routes: RouteObject[],
  path: string,
): { router: ReturnType<typeof renderRoutesAt>; client: QueryClient } {
  const client = noRetryQueryClient();
  const fallback = { path: '*', element: <p>landed elsewhere</p> };
  const router = renderRoutesAt([...routes, fallback], path, { client });
  return { router, client };
}

export const renderAt = (element: ReactElement, path = '/') =>
  renderWithProviders([{ path, element }], path);

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    name: USER,
    email: `${USER}@stud.noroff.no`,
    bio: null,
    avatar: { url: '/media/avatars/1.svg', alt: 'Kari smiling' },
    banner: { url: '/media/banners/1.svg', alt: 'A fjord' },
    venueManager: false,
    _count: { venues: 0, bookings: 0 },
    ...overrides,
  } as Profile;
}

export function booking(
  id: string,
  dateFrom: string,
  dateTo: string,
  venue: { name?: string; maxGuests?: number } = {},
  guests = 2,
): Booking {
  return {
    id,
    dateFrom: `${dateFrom}T00:00:00.000Z`,
    dateTo: `${dateTo}T00:00:00.000Z`,
    guests,
    created: '2026-01-01T00:00:00.000Z',
    updated: '2026-01-01T00:00:00.000Z',
    venue: venueOf(`venue-${id}`, {
      name: venue.name ?? `Venue ${id}`,
      description: 'A place',
      maxGuests: venue.maxGuests ?? 4,
      _count: { bookings: 1 },
    }),
  };
}
