import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@holidaze/domain';
import { profileOf, profileRead } from '../test/handlers/profiles';
import { hostVenues } from '../test/handlers/venues';
import { renderAt as renderAppAt } from '../test/render';
import { server } from '../test/server';
import { AppRoutes } from './router';

function renderAt(path: string) {
  // A profile without an avatar, as the API may send it; ann is the host, anyone else a traveller.
  const profile = (name: string) =>
    ({
      ...profileOf(name, { venueManager: name === 'ann' }),
      avatar: null,
    }) as unknown as Profile;
  server.use(profileRead(profile), hostVenues([]));
  return renderAppAt(<AppRoutes />, path);
}

describe('the router', () => {
  it('shows the 404 page with a way home for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Holidaze');
  });

  it('titles Access Denied and sends a traveller there from the admin area', async () => {
    localStorage.setItem('accessToken', 't');
    localStorage.setItem('username', 'tom');
    localStorage.setItem('venueManager', 'false');
    const router = renderAt('/admin/tom');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    await waitFor(() => expect(document.title).toBe('Access Denied | Holidaze'));
  });

  it.each([
    { who: 'on a host page', path: '/admin/ann/manage-bookings?booking=b1' },
    { who: 'who wants to contact a host', path: '/messages/new?venue=v-1' },
    { who: 'on a receipt', path: '/booking-success?booking=b1' },
  ])('asks a signed-out visitor $who to log in, then returns them to it', async ({ path }) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: path });
  });

  it("lets a manager into the admin area and 404s a path the area doesn't know", async () => {
    localStorage.setItem('accessToken', 't');
    localStorage.setItem('username', 'ann');
    localStorage.setItem('venueManager', 'true');
    renderAt('/admin/ann/no-such-tab');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    // The profile has loaded without an avatar: the menu shows the default picture.
    expect(await screen.findByRole('button', { name: /account menu/i })).toBeInTheDocument();
  });
});
