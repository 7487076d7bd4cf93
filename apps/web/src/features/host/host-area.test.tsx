import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRoutes } from 'react-router';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, noContent } from '../../test/api';
import { profileRead } from '../../test/handlers/profiles';
import { reviewSummaryOf } from '../../test/handlers/reviews';
import { hostVenues } from '../../test/handlers/venues';
import { renderRoutesAt } from '../../test/render';
import { server } from '../../test/server';
import { signedInForEachTest } from '../../test/session';
import { routes } from './host-area';
import { makeBooking, makeVenue, manager } from './test-support';

function Area() {
  return useRoutes(routes);
}

function renderArea(path: string) {
  return renderRoutesAt([{ path: '/admin/:adminId/*', element: <Area /> }], path);
}

signedInForEachTest('ann', { manager: true });
beforeEach(() => server.use(profileRead(manager)));

describe("the host's area", () => {
  it('shows the manager, the stats and the tabs', async () => {
    const venues = [
      makeVenue({
        rating: 5,
        reviewSummary: reviewSummaryOf(2, 4),
        price: 2000,
        bookings: [
          makeBooking({ dateFrom: '2026-03-01T00:00:00Z', dateTo: '2026-03-04T00:00:00Z' }),
        ],
      }),
      makeVenue({ rating: 5, bookings: [] }),
    ];
    server.use(hostVenues(venues));
    renderArea('/admin/ann');
    expect(await screen.findByRole('heading', { level: 1, name: 'ann' })).toBeInTheDocument();
    expect(screen.getByText('Venue Manager')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Statistics' });
    const value = (label: string) => within(stats).getByText(label).nextElementSibling;
    expect(value('Total Venues')).toHaveTextContent('2');
    expect(value('Total Bookings')).toHaveTextContent('1');
    // The guests' reviews only: the host's own five stars do not count.
    expect(value('Average Rating')).toHaveTextContent('4.0');
    expect(value('Revenue')).toHaveTextContent('NOK 6,000');
    const tabs = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Manage Properties' })).toHaveAttribute(
      'href',
      '/admin/ann/manage-venues',
    );
    expect(within(tabs).getByRole('link', { name: 'View Bookings' })).toHaveAttribute(
      'href',
      '/admin/ann/manage-bookings',
    );
  });

  it('offers to add the first venue when there is none', async () => {
    server.use(hostVenues([]));
    renderArea('/admin/ann');
    expect(await screen.findByRole('link', { name: 'Add your first venue' })).toHaveAttribute(
      'href',
      '/admin/ann/new-venue',
    );
  });

  it('shows the overview: two venues and the two latest bookings', async () => {
    const venues = [1, 2, 3].map((n) =>
      makeVenue({
        name: `Home ${n}`,
        bookings: [makeBooking({ created: `2026-0${n}-01T00:00:00.000Z`, guests: n })],
      }),
    );
    server.use(hostVenues(venues));
    renderArea('/admin/ann');
    const properties = await screen.findByRole('region', { name: 'Your Properties' });
    expect(
      within(properties)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Home 1'), expect.stringContaining('Home 2')]);
    const recent = screen.getByRole('region', { name: 'Recent Bookings' });
    const [newest, next] = within(recent).getAllByRole('article');
    expect(newest).toHaveTextContent('Home 3');
    expect(next).toHaveTextContent('Home 2');
  });

  it('shows the failure as Error: {message}', async () => {
    server.use(
      http.get(api('/holidaze/profiles/ann/venues'), () => apiError(500, 'Database unavailable')),
    );
    renderArea('/admin/ann');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
  });

  it('says No profile found when the profile does not exist', async () => {
    server.use(
      http.get(api('/holidaze/profiles/ann'), () => apiError(404, 'No profile with this name')),
      hostVenues([]),
    );
    renderArea('/admin/ann');
    expect(await screen.findByRole('alert')).toHaveTextContent('No profile found');
  });

  it("leads from another manager's address to one's own", async () => {
    server.use(hostVenues([]));
    const router = renderArea('/admin/bob/manage-bookings');
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/ann/manage-bookings');
  });

  it('removes a deleted venue from the list at once', async () => {
    const user = userEvent.setup();
    let venues = [makeVenue({ name: 'Keep' }), makeVenue({ name: 'Drop' })];
    server.use(
      hostVenues(() => venues),
      http.delete(api(`/holidaze/venues/${venues[1]!.id}`), () => {
        venues = venues.slice(0, 1);
        return noContent();
      }),
    );
    renderArea('/admin/ann/manage-venues');
    const drop = await screen.findByRole('article', { name: 'Drop' });
    await user.click(within(drop).getByRole('button', { name: 'Venue options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Drop' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Keep' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Statistics' })).getByText('Total Venues')
        .nextElementSibling,
    ).toHaveTextContent('1');
  });
});
