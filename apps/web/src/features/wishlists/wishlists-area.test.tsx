import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, apiError, ok } from '../../test/api';
import { noRetryQueryClient, renderRoutesAt } from '../../test/render';
import { venueOf } from '../../test/handlers/venues';
import { savedVenues } from '../../test/handlers/wishlists';
import { recordApiCalls, server } from '../../test/server';
import { routes } from './wishlists-area';
import { showIn, asRead } from '../../test/locale';
import { formatNok } from '@holidaze/domain';

vi.mock('../../shared/session/session-storage', async (load) => {
  const actual = await load<Record<string, unknown>>();
  return {
    ...actual,
    readStoredSession: () => ({
      username: 'alice',
      token: 'token-alice',
      email: 'alice@stud.noroff.no',
      isManager: false,
    }),
  };
});

const LIST = '0b7c1a5e-0c53-4a8e-9d37-3f5b0c6d2a99';
const venue = venueOf('6f1c2a5e-0c53-4a8e-9d37-3f5b0c6d2a11', {
  name: 'Fjord Cabin',
  description: 'Quiet',
  rating: 0,
  meta: { wifi: false, parking: false, breakfast: false, pets: false },
});
const list = {
  id: LIST,
  name: 'Summer 2027',
  isDefault: false,
  venueCount: 1,
  shareToken: null,
  cover: null,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
};

const render = (path: string) =>
  renderRoutesAt([{ path: '/wishlists/*', children: routes }], path, {
    client: noRetryQueryClient(),
  });

describe('the wishlist pages', () => {
  it('says when there are no lists yet, and where to find venues', async () => {
    server.use(http.get(api('/holidaze/wishlists'), () => ok([])));
    render('/wishlists');
    expect(await screen.findByText(/No lists yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse venues' })).toBeInTheDocument();
  });

  it('shows a failure to load the lists, with a way to try again', async () => {
    server.use(http.get(api('/holidaze/wishlists'), () => apiError(503, 'Try again soon')));
    render('/wishlists');
    expect(await screen.findByText('Try again soon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("asks for a list's dates and sends them, then shows each venue's total", async () => {
    const calls = recordApiCalls();
    server.use(
      // Before the list's own address, which would match `saved` too.
      savedVenues(),
      http.get(api('/holidaze/wishlists/:id'), ({ request }) => {
        const dated = new URL(request.url).searchParams.has('dateFrom');
        return ok({
          ...list,
          venues: [dated ? { ...venue, isUnavailable: false, stayTotalOre: 315000 } : venue],
        });
      }),
    );
    render(`/wishlists/${LIST}`);
    expect(await screen.findByRole('heading', { name: 'Summer 2027', level: 1 })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Check-in'), '2031-07-01');
    await userEvent.type(screen.getByLabelText('Check-out'), '2031-07-04');
    await userEvent.click(screen.getByRole('button', { name: 'Check dates' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === `/holidaze/wishlists/${LIST}` &&
            call.url.searchParams.get('dateFrom') === '2031-07-01' &&
            call.url.searchParams.get('dateTo') === '2031-07-04',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText(/for 3 nights/)).toBeInTheDocument();
  });

  it('says a list that is not (or no longer) the viewer’s is not found', async () => {
    server.use(
      http.get(api('/holidaze/wishlists/:id'), () => apiError(404, 'No list with this id')),
    );
    render(`/wishlists/${LIST}`);
    expect(await screen.findByRole('heading', { name: 'List not found' })).toBeVisible();
  });

  it('says a shared link that was turned off is not shared, as a 404', async () => {
    server.use(
      http.get(api('/holidaze/wishlists/shared/:token'), () =>
        apiError(404, 'No list at this link'),
      ),
    );
    render('/wishlists/shared/abc');
    expect(await screen.findByRole('heading', { name: 'This list is not shared' })).toBeVisible();
    expect(screen.getByText(/404/)).toBeInTheDocument();
  });
});

describe('the wishlist pages in Norwegian', () => {
  it('says the lists, the form to make one and each list in bokmål', async () => {
    await showIn('nb', ['wishlists', 'browse']);
    server.use(http.get(api('/holidaze/wishlists'), () => ok([{ ...list, shareToken: 'abc' }])));
    render('/wishlists');
    expect(await screen.findByRole('heading', { name: 'Summer 2027', level: 2 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ønskelister', level: 1 })).toBeVisible();
    expect(screen.getByLabelText('Ny liste')).toHaveAttribute('placeholder', 'Sommer 2027');
    expect(screen.getByRole('button', { name: 'Opprett liste' })).toBeInTheDocument();
    expect(screen.getByText('1 overnattingssted · delt')).toBeInTheDocument();
  });

  it("says a list's page, its dates and its venues' cards in bokmål", async () => {
    await showIn('nb', ['wishlists', 'browse']);
    server.use(
      savedVenues(),
      http.get(api('/holidaze/wishlists/:id'), () => ok({ ...list, venues: [venue] })),
    );
    render(`/wishlists/${LIST}`);
    expect(await screen.findByRole('heading', { name: 'Summer 2027', level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gi nytt navn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slett listen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Del denne listen' })).toBeVisible();
    expect(screen.getByLabelText('Innsjekking')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sjekk datoene' })).toBeInTheDocument();
    // The card is Browse's: its words come from Browse's catalogue, which this area loads too.
    const card = screen.getByRole('list', { name: 'Overnattingssteder i denne listen' });
    expect(card).toHaveTextContent(asRead(`${formatNok(venue.price, 'nb')} / natt`));
    expect(screen.getByRole('button', { name: 'Flytt Fjord Cabin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fjern Fjord Cabin' })).toBeInTheDocument();
  });
});
