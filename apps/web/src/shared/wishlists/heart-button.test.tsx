import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { SavedVenue } from '@holidaze/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, ok } from '../../test/api';
import { savedVenues, storedHearts } from '../../test/handlers/wishlists';
import { recordApiCalls, server } from '../../test/server';
import { mockSession } from '../../test/session';
import { SessionContext, type Session } from '../session/session-context';
import { toast, toastStore } from '../toast/toast';
import { HeartButton } from './heart-button';
import { savedKey } from './lists';

const VENUE = '6f1c2a5e-0c53-4a8e-9d37-3f5b0c6d2a11';
const LIST = '0b7c1a5e-0c53-4a8e-9d37-3f5b0c6d2a99';

const signedIn = {
  ...mockSession,
  profile: undefined,
  login: () => undefined,
  logout: () => undefined,
  refreshProfile: async () => undefined,
} as unknown as Session;
const signedOut = { ...signedIn, token: null, username: null, isLoggedIn: false } as Session;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderHeart(session: Session, client = new QueryClient()) {
  const ui = (value: Session) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={value}>
        <MemoryRouter initialEntries={['/venue/v?guests=2']}>
          <Routes>
            <Route
              path="/venue/v"
              element={<HeartButton venueId={VENUE} venueName="Fjord Cabin" />}
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  const view = render(ui(session));
  return { ...view, signIn: (next: Session) => view.rerender(ui(next)) };
}

const heart = () => screen.getByRole('button', { name: 'Save Fjord Cabin to a wishlist' });
const toastMessages = () => toastStore.getSnapshot().map((item) => item.message);

afterEach(() => {
  act(() => toast.dismiss());
  sessionStorage.clear();
});

describe('HeartButton', () => {
  it('is a toggle named for its venue, pressed when a list holds the venue', async () => {
    server.use(savedVenues([{ venueId: VENUE, listIds: [LIST] }]));
    renderHeart(signedIn);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('saves at once, and offers Change list once the server has it', async () => {
    const calls = recordApiCalls();
    server.use(...storedHearts([], LIST));
    renderHeart(signedIn);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    // A double click is one save: the second click comes while the first is under way.
    await userEvent.dblClick(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(toastStore.getSnapshot()).toHaveLength(1));
    const shown = render(<>{toastStore.getSnapshot()[0]!.message}</>);
    expect(shown.container).toHaveTextContent('Saved Fjord Cabin to your wishlist');
    expect(within(shown.container).getByRole('button', { name: 'Change list' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('takes the heart back when the server refuses, and says why', async () => {
    server.use(
      http.put(api('/holidaze/wishlists/saved/:id'), () =>
        apiError(429, 'You are saving and removing venues very fast: wait a minute and try again'),
      ),
    );
    renderHeart(signedIn);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart());
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'You are saving and removing venues very fast: wait a minute and try again',
      ),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns off, and back on if the server refuses', async () => {
    server.use(
      http.delete(api('/holidaze/wishlists/saved/:id'), () => apiError(503, 'Try again soon'), {
        once: true,
      }),
      ...storedHearts([{ venueId: VENUE, listIds: [LIST] }], LIST),
    );
    renderHeart(signedIn);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart());
    await waitFor(() => expect(toastMessages()).toContain('Try again soon'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('stays saved when a read of the lists under way during the save answers after it', async () => {
    let stored: SavedVenue[] = [];
    let reads = 0;
    const saidSaved = () => toastStore.getSnapshot().length > 0;
    server.use(
      http.get(api('/holidaze/wishlists/saved'), async () => {
        reads += 1;
        const answer = stored;
        // The second read began before the save was stored, and answers after the heart heard it.
        if (reads === 2) await vi.waitFor(() => expect(saidSaved()).toBe(true));
        return ok(answer);
      }),
      http.put(api('/holidaze/wishlists/saved/:id'), async () => {
        await vi.waitFor(() => expect(reads).toBe(2));
        stored = [{ venueId: VENUE, listIds: [LIST] }];
        return ok(stored[0]);
      }),
    );
    const client = new QueryClient();
    renderHeart(signedIn, client);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart());
    // Another read starts while the save is on its way (another card mounting, say).
    void client.refetchQueries({ queryKey: savedKey });

    await waitFor(() => expect(saidSaved()).toBe(true));
    await waitFor(() => expect(reads).toBeGreaterThan(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('signed out, asks to sign in and saves once the visitor is back signed in', async () => {
    const calls = recordApiCalls();
    server.use(...storedHearts([], LIST));
    const view = renderHeart(signedOut);
    await userEvent.click(heart());
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/venue/v?guests=2')}`,
    );
    expect(calls).toEqual([]);

    // Back from the login on the venue, signed in: saved once.
    view.unmount();
    const back = renderHeart(signedIn);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    back.unmount();
    renderHeart(signedIn);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(0),
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});
