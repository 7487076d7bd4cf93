import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { render } from '../../test/render';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AppNotification } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { api, ok } from '../../test/api';
import { showIn } from '../../test/locale';
import { server } from '../../test/server';
import NotificationsPage from './notifications-page';

const notification = (id: string, changes: Partial<AppNotification> = {}): AppNotification => ({
  id,
  kind: 'bookingCreated',
  title: `Notice ${id}`,
  body: `About ${id}`,
  link: `/bookings/${id}`,
  created: '2026-03-01T10:00:00.000Z',
  read: true,
  booking: null,
  ...changes,
});

const request = notification('n-req', {
  kind: 'requestReceived',
  title: 'New booking request for Fjord Cabin',
  body: 'tom asks for 2 nights',
  link: '/admin/ann/bookings',
  read: false,
  booking: { id: 'b-9', status: 'requested', answerBy: '2026-03-02T10:00:00.000Z' },
});

/** GET /holidaze/notifications answered page by page; `lists` counts the reads of page 1. */
function serveNotifications(pages: AppNotification[][], unreadCount: number) {
  const lists = { count: 0 };
  server.use(
    http.get(api('/holidaze/notifications'), ({ request: asked }) => {
      const page = Number(new URL(asked.url).searchParams.get('page'));
      if (page === 1) lists.count += 1;
      return ok(pages[page - 1] ?? [], {
        unreadCount,
        currentPage: page,
        nextPage: page < pages.length ? page + 1 : null,
      });
    }),
  );
  return lists;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '*', element: <p>landed elsewhere</p> },
    ],
    { initialEntries: ['/notifications'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('NotificationsPage in Norwegian', () => {
  it('names the page, the unread ones, the answer deadline and its buttons in Norwegian', async () => {
    await showIn('nb', ['notifications']);
    serveNotifications([[request, notification('n-1')], [notification('n-2')]], 1);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Varsler' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('1 ulest.');
    expect(screen.getByRole('button', { name: 'Merk alle som lest' })).toBeInTheDocument();
    const [first] = screen.getAllByRole('listitem');
    // The notice's own words are the server's; the frame around them is the page's language.
    expect(first).toHaveTextContent('Ulest: New booking request for Fjord Cabin');
    expect(first).toHaveTextContent(/Svar innen .+\./);
    expect(within(first!).getByRole('link')).toHaveTextContent(
      'New booking request for Fjord Cabin',
    );
    expect(screen.getByRole('button', { name: 'Vis mer' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Varsler/);
  });
});
