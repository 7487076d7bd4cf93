import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import type { Profile, Venue, VenueBooking } from '@holidaze/domain';
import { venueOf } from '../../test/handlers/venues';
import { noRetryQueryClient, renderRoutesAt } from '../../test/render';
import type { HostAreaContext } from './layout/host-context';

let serial = 0;

export function makeBooking(overrides: Partial<VenueBooking> = {}): VenueBooking {
  serial += 1;
  return {
    id: `booking-${String(serial).padStart(3, '0')}`,
    dateFrom: '2026-03-01T00:00:00.000Z',
    dateTo: '2026-03-03T00:00:00.000Z',
    guests: 2,
    created: '2026-01-01T10:00:00.000Z',
    updated: '2026-01-01T10:00:00.000Z',
    customer: {
      name: 'tom',
      email: 'tom@stud.noroff.no',
      bio: null,
      avatar: { url: 'https://example.com/tom.jpg', alt: 'Tom' },
      banner: { url: 'https://example.com/b.jpg', alt: '' },
    },
    ...overrides,
  };
}

export function makeVenue(overrides: Partial<Venue> = {}): Venue {
  serial += 1;
  return venueOf(`venue-${String(serial).padStart(3, '0')}`, {
    name: `Venue ${serial}`,
    created: '2026-01-05T10:00:00.000Z',
    updated: '2026-01-05T10:00:00.000Z',
    bookings: [],
    ...overrides,
  });
}

export const manager: Profile = {
  name: 'ann',
  email: 'ann@stud.noroff.no',
  bio: null,
  avatar: { url: 'https://example.com/ann.jpg', alt: 'Ann' },
  banner: { url: 'https://example.com/banner.jpg', alt: '' },
  venueManager: true,
  _count: { venues: 0, bookings: 0 },
};

/**
 * Renders a host tab at `path` inside an outlet that hands it `venues` as the layout would;
 * `pattern` is the tab's route below the area (`edit-venue/:venueId`), by default `path`'s own.
 */
export function renderTab(
  page: ReactElement,
  venues: Venue[],
  path = '/admin/ann/tab',
  pattern = path.replace('/admin/ann/', ''),
) {
  const context: HostAreaContext = { username: 'ann', profile: manager, venues };
  const client = noRetryQueryClient();
  const router = renderRoutesAt(
    [
      {
        path: '/admin/ann',
        element: <Outlet context={context} />,
        children: [{ path: pattern, element: page }],
      },
      { path: '*', element: <p>landed elsewhere</p> },
    ],
    path,
    { client, session: false },
  );
  return { router, client };
}
