import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRoutes } from 'react-router';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayLocal } from '@holidaze/domain';
import { api, apiError } from '../../test/api';
import { travellerBookings } from '../../test/handlers/bookings';
import { profileRead } from '../../test/handlers/profiles';
import { server } from '../../test/server';
import { routes } from './traveller-area';
import { booking, profile, renderWithProviders, storeSession, USER } from './test-support';

vi.mock('./bookings/booking-carousel', () => ({ default: () => <div>photos</div> }));

function Area() {
  return useRoutes(routes);
}

const renderArea = (path: string) =>
  renderWithProviders(
    [
      { path: '/user/:userId/*', element: <Area /> },
      { path: '/login', element: <p>login page</p> },
    ],
    path,
  );

const day = (offset: number) => addDays(todayLocal(), offset);
const bookings = [
  booking('next', day(5), day(7), { name: 'Harbour Loft' }),
  booking('now', day(-1), day(2), { name: 'Forest Cabin' }),
  booking('past', day(-30), day(-28), { name: 'Old Mill' }),
];

function stubProfile(overrides = {}) {
  server.use(
    profileRead(profile({ _count: { venues: 0, bookings: 3 }, ...overrides })),
    travellerBookings(bookings),
  );
}

afterEach(() => localStorage.clear());

describe("the traveller's area", () => {
  it('shows the header, the tabs and the upcoming bookings at its index', async () => {
    storeSession();
    stubProfile();
    renderArea(`/user/${USER}`);
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(await screen.findByRole('heading', { level: 1, name: USER })).toBeInTheDocument();
    expect(screen.getByText('Traveler')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit avatar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit banner' })).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'My account' });
    expect(within(tabs).getByRole('link', { name: 'Upcoming Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'About Me' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('link', { name: 'Become a Host' })).toHaveAttribute(
      'href',
      '/register?type=manager',
    );

    const list = await screen.findByRole('list', { name: 'Upcoming Bookings' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Harbour Loft']);
  });

  it('lists started and ended stays under Booking History, most recent first', async () => {
    const user = userEvent.setup();
    storeSession();
    stubProfile();
    const { router } = renderArea(`/user/${USER}`);
    await user.click(await screen.findByRole('link', { name: 'Booking History' }));
    expect(router.state.location.pathname).toBe(`/user/${USER}/user-booking-history`);
    const list = await screen.findByRole('list', { name: 'Booking History' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Forest Cabin',
      'Old Mill',
    ]);
    expect(within(cards[0]!).getByText('Ongoing')).toBeInTheDocument();
  });

  it('shows About Me with real figures and no invented reviews', async () => {
    storeSession();
    stubProfile({ bio: 'Fjords and coffee.' });
    renderArea(`/user/${USER}/user-profile`);
    const about = await screen.findByRole('region', { name: 'About Me' });
    expect(about).toHaveTextContent(`${USER}@stud.noroff.no`);
    expect(about).toHaveTextContent('Bookings Made3');
    expect(about).toHaveTextContent('Reviews Given0');
    expect(about).toHaveTextContent('Fjords and coffee.');
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });

  it('labels a venue manager and shows them no host ad', async () => {
    storeSession();
    stubProfile({ venueManager: true });
    renderArea(`/user/${USER}`);
    expect(await screen.findByText('Venue Manager')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a Host' })).not.toBeInTheDocument();
  });

  it("sends someone to their own area from another user's address, keeping the tab", async () => {
    storeSession();
    stubProfile();
    const { router } = renderArea('/user/someone_else/user-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/user/${USER}/user-profile`));
  });

  it('sends a visitor without a session to log in', async () => {
    const { router } = renderArea(`/user/${USER}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's message when the profile cannot load, else 'Failed to fetch profile'", async () => {
    storeSession();
    server.use(
      http.get(api(`/holidaze/profiles/${USER}`), () => apiError(404, 'No profile with this name')),
      travellerBookings([]),
    );
    renderArea(`/user/${USER}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No profile with this name');
  });

  it("falls back to 'Failed to fetch profile' when the bookings fail without a message", async () => {
    storeSession();
    server.use(
      profileRead(profile()),
      http.get(api(`/holidaze/profiles/${USER}/bookings`), () => apiError(500)),
    );
    renderArea(`/user/${USER}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch profile');
  });
});
