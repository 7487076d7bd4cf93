import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@holidaze/domain';
import { api, ok } from '../../test/api';
import { liveStream } from '../../test/handlers/live-events';
import { renderAt } from '../../test/render';
import { recordApiCalls, server } from '../../test/server';
import { storeSession } from '../../test/session';
import { Header } from './header';

const fromHost: Message = {
  id: 'm-1',
  conversationId: 'c-1',
  sender: 'harriet',
  body: 'The key is under the mat.',
  created: '2026-11-26T10:00:00.000Z',
};

const signIn = () => storeSession('ann', { token: 'tok' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the header’s live marks', () => {
  it('marks new messages and notifications from the stream, and clears them when read elsewhere', async () => {
    signIn();
    const stream = liveStream();
    let unread = 0;
    server.use(
      stream.handler,
      http.get(api('/holidaze/conversations/unread'), () => ok({ unreadMessages: unread })),
    );
    renderAt(<Header />, '/');
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.connections[0]!.authorization).toBe('Bearer tok');

    unread = 1;
    stream.connections[0]!.send(1, {
      type: 'message',
      data: { conversationId: 'c-1', message: fromHost },
    });
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();

    stream.connections[0]!.send(2, { type: 'notifications', data: { unreadCount: 3 } });
    expect(
      await screen.findByRole('link', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();

    // Read in another tab: the server tells every tab the new count.
    stream.connections[0]!.send(3, {
      type: 'read',
      data: { conversationId: 'c-1', unreadMessages: 0 },
    });
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('does not poll the bell while the stream is open, and polls slowly while it is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    signIn();
    const stream = liveStream();
    server.use(stream.handler);
    const calls = recordApiCalls();
    const bellReads = () =>
      calls.filter((call) => call.path === '/holidaze/notifications/unread').length;
    renderAt(<Header />, '/');
    await screen.findByRole('link', { name: 'Notifications' });
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    await vi.waitFor(() => expect(bellReads()).toBe(1));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(bellReads()).toBe(1);

    // The next connection is refused: the stream stays down, and the bell reads again slowly.
    server.use(liveStream(503).handler);
    stream.connections[0]!.drop();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(bellReads()).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(bellReads()).toBe(2));
  });
});
