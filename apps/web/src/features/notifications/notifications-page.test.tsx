import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AppNotification } from '@holidaze/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../shared/toast/toast';
import { api, apiError, ok } from '../../test/api';
import { showIn } from '../../test/locale';
import { noRetryQueryClient, renderRoutesAt } from '../../test/render';
import { recordApiCalls, server, writes } from '../../test/server';
import NotificationsPage from './notifications-page';

const toastSuccess = vi.spyOn(toast, 'success');
afterEach(() => toastSuccess.mockClear());

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
  booking: { id: 'b-9', status: 'requested' },
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
  return renderRoutesAt(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '*', element: <p>landed elsewhere</p> },
    ],
    '/notifications',
    { client: noRetryQueryClient(), session: false },
  );
}

describe('NotificationsPage', () => {
  it('lists the notifications with the unread count, marking the unread ones', async () => {
    serveNotifications([[request, notification('n-1')]], 1);
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('1 unread.');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread: New booking request for Fjord Cabin');
    expect(items[0]).toHaveTextContent('tom asks for 2 nights');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(within(items[1]!).getByRole('link', { name: 'Notice n-1' })).toHaveAttribute(
      'href',
      '/bookings/n-1',
    );
  });

  it('says when there is nothing yet', async () => {
    serveNotifications([[]], 0);
    renderPage();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All read.');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows why the list could not be loaded', async () => {
    server.use(http.get(api('/holidaze/notifications'), () => apiError(500, 'Database asleep')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database asleep');
  });

  it('marks an unread notification read before following its link', async () => {
    const user = userEvent.setup();
    serveNotifications([[notification('n-2', { read: false })]], 1);
    server.use(http.post(api('/holidaze/notifications/n-2/read'), () => ok({})));
    const router = renderPage();
    const calls = recordApiCalls();
    await user.click(await screen.findByRole('link', { name: 'Notice n-2' }));
    expect(await screen.findByText('landed elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bookings/n-2');
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/holidaze/notifications/n-2/read', body: undefined },
    ]);
  });

  it('marks all as read and reads the list again', async () => {
    const user = userEvent.setup();
    const lists = serveNotifications([[notification('n-3', { read: false })]], 1);
    server.use(http.post(api('/holidaze/notifications/read'), () => ok({})));
    renderPage();
    const calls = recordApiCalls();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(lists.count).toBe(2));
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/holidaze/notifications/read', body: undefined },
    ]);
  });

  it('shows more, a page at a time, until there is no next page', async () => {
    const user = userEvent.setup();
    serveNotifications([[notification('n-4')], [notification('n-5')]], 0);
    renderPage();
    await screen.findByRole('link', { name: 'Notice n-4' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Notice n-5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('answers a waiting request from the list, then reads the list again', async () => {
    const user = userEvent.setup();
    const lists = serveNotifications([[request]], 1);
    server.use(http.post(api('/holidaze/bookings/b-9/accept'), () => ok({ id: 'b-9' })));
    renderPage();
    const calls = recordApiCalls();
    await user.click(await screen.findByRole('button', { name: "Accept the traveller's request" }));
    await vi.waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Request accepted: the stay is booked.'),
    );
    await vi.waitFor(() => expect(lists.count).toBe(2));
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/holidaze/bookings/b-9/accept', body: {} },
    ]);
  });

  it('offers no answer once the request is no longer waiting', async () => {
    serveNotifications([[{ ...request, booking: { id: 'b-9', status: 'confirmed' } }]], 1);
    renderPage();
    await screen.findByRole('link', { name: /New booking request/ });
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });
});

describe('NotificationsPage in Norwegian', () => {
  it('names the page, the unread ones, the answer deadline and its buttons in Norwegian', async () => {
    await showIn('nb', ['notifications']);
    const answerable = {
      ...request,
      booking: { id: 'b-9', status: 'requested', answerBy: '2026-03-02T10:00:00.000Z' },
    } satisfies AppNotification;
    serveNotifications([[answerable, notification('n-1')], [notification('n-2')]], 1);
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
