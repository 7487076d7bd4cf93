import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { Booking, Profile } from '@holidaze/domain';
import { renderRoutesAt } from '../../test/render';

export const USER = 'kari_nordmann';

/** A stored session for USER, as the login page leaves it. */
export function storeSession(name = USER) {
  localStorage.setItem('username', name);
  localStorage.setItem('accessToken', 'token-1');
  localStorage.setItem('venueManager', 'false');
  localStorage.setItem('email', `${name}@stud.noroff.no`);
}

export function renderWithProviders(
  routes: RouteObject[],
  path: string,
): { router: ReturnType<typeof renderRoutesAt>; client: QueryClient } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
    venue: {
      id: `venue-${id}`,
      name: venue.name ?? `Venue ${id}`,
      description: 'A place',
      media: [],
      price: 1000,
      maxGuests: venue.maxGuests ?? 4,
      rating: 4,
      created: '2026-01-01T00:00:00.000Z',
      updated: '2026-01-01T00:00:00.000Z',
      meta: { wifi: true, parking: false, breakfast: false, pets: false },
      location: {
        address: null,
        city: 'Bergen',
        zip: null,
        country: 'Norway',
        continent: null,
        lat: null,
        lng: null,
      },
      _count: { bookings: 1 },
    },
  };
}
