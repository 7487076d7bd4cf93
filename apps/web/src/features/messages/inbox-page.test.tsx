import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError } from '../../test/api';
import {
  conversationOf,
  inboxPages,
  messageOf,
  olavsPendingRequest,
} from '../../test/handlers/conversations';
import { noRetryQueryClient, renderRoutesAt } from '../../test/render';
import { showIn } from '../../test/locale';
import { recordApiCalls, server } from '../../test/server';
import { signedInForEachTest } from '../../test/session';
import InboxPage from './inbox-page';

const routes = [
  { path: '/messages', element: <InboxPage /> },
  { path: '/messages/:conversationId', element: <h1>A conversation</h1> },
];

signedInForEachTest('ann');

/** Olav's unread request about Harbour Loft over Ann's own last words to Harriet. */
function serveTwoConversations(annWrote: string) {
  server.use(
    inboxPages([
      [
        conversationOf({
          ...olavsPendingRequest,
          id: 'c-2',
          venue: { id: 'v-2', name: 'Harbour Loft', media: [] },
          lastMessage: messageOf('m-9', {
            conversationId: 'c-2',
            sender: 'olav',
            body: 'Is there parking?',
          }),
          unread: 2,
        }),
        conversationOf({ lastMessage: messageOf('m-1', { sender: 'ann', body: annWrote }) }),
      ],
    ]),
  );
}

describe('the inbox', () => {
  it('lists conversations as the server orders them, with the person, venue, stay, last message and unread marks', async () => {
    serveTwoConversations('Thanks!');
    renderRoutesAt(routes, '/messages');
    await screen.findByRole('link', { name: /^olav/ });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(
      within(first).getByRole('link', { name: 'olav, guest of Harbour Loft, 2 unread' }),
    ).toHaveAttribute('href', '/messages/c-2');
    expect(first).toHaveTextContent('Sat, 12 Dec 2026 – Tue, 15 Dec 2026 · 2 guests · Requested');
    expect(first).toHaveTextContent('Is there parking?');
    expect(
      within(second).getByRole('link', { name: 'harriet, host of Fjord Cabin' }),
    ).toBeInTheDocument();
    expect(second).toHaveTextContent('You: Thanks!');
  });

  it('says so when there are no conversations yet', async () => {
    server.use(inboxPages([[]]));
    renderRoutesAt(routes, '/messages');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a venue' })).toHaveAttribute('href', '/');
  });

  it('shows a failure with a way to try again', async () => {
    server.use(
      http.get(api('/holidaze/conversations'), () => apiError(503, 'Holidaze is busy. Try again.')),
    );
    renderRoutesAt(routes, '/messages', { client: noRetryQueryClient() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Holidaze is busy. Try again.');
    server.use(inboxPages([[conversationOf()]]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'harriet, host of Fjord Cabin' }),
    ).toBeInTheDocument();
  });

  it('pages through the conversations, 20 at a time', async () => {
    const many = Array.from({ length: 21 }, (_, n) =>
      conversationOf({ id: `c-${n}`, other: { name: `guest${n}`, avatar: { url: '', alt: '' } } }),
    );
    server.use(inboxPages([many.slice(0, 20), many.slice(20)]));
    const calls = recordApiCalls();
    const router = renderRoutesAt(routes, '/messages');
    expect(await screen.findAllByRole('link', { name: /^guest/ })).toHaveLength(20);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: /^guest20,/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    const reads = calls.filter((call) => call.path === '/holidaze/conversations');
    expect(reads.map((call) => call.url.search)).toEqual(['?page=1&limit=20', '?page=2&limit=20']);
  });
});

describe('the inbox in Norwegian', () => {
  it('names the page, each conversation, its stay and unread marks in Norwegian; messages stay as written', async () => {
    await showIn('nb', ['messages']);
    serveTwoConversations('Takk!');
    renderRoutesAt(routes, '/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Meldinger' })).toBeInTheDocument();
    const [first, second] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(
      within(first).getByRole('link', { name: 'olav, gjest på Harbour Loft, 2 uleste' }),
    ).toHaveAttribute('href', '/messages/c-2');
    expect(first).toHaveTextContent('· 2 gjester · Forespurt');
    expect(first).toHaveTextContent('Is there parking?');
    expect(
      within(second).getByRole('link', { name: 'harriet, vert for Fjord Cabin' }),
    ).toBeInTheDocument();
    expect(second).toHaveTextContent('Du: Takk!');
    expect(document.title).toMatch(/^Meldinger/);
  });
});
