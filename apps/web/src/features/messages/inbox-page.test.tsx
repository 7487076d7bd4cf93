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

/** What the inbox says of Olav's request and Ann's last words, in each language. */
const LISTED = {
  en: {
    title: 'Messages',
    annWrote: 'Thanks!',
    olav: 'olav, guest of Harbour Loft, 2 unread',
    stay: 'Sat, 12 Dec 2026 – Tue, 15 Dec 2026 · 2 guests · Requested',
    harriet: 'harriet, host of Fjord Cabin',
    ownLast: 'You: Thanks!',
  },
  nb: {
    title: 'Meldinger',
    annWrote: 'Takk!',
    olav: 'olav, gjest på Harbour Loft, 2 uleste',
    stay: '· 2 gjester · Forespurt',
    harriet: 'harriet, vert for Fjord Cabin',
    ownLast: 'Du: Takk!',
  },
} as const;

describe('the inbox', () => {
  // Messages stay as written; the page's words around them are in the page's language.
  it.each(['en', 'nb'] as const)(
    'lists conversations as the server orders them, with the person, venue, stay, last message and unread marks (%s)',
    async (locale) => {
      const words = LISTED[locale];
      await showIn(locale, ['messages']);
      serveTwoConversations(words.annWrote);
      renderRoutesAt(routes, '/messages');
      expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
      await screen.findByRole('link', { name: /^olav/ });
      const items = await screen.findAllByRole('listitem');
      expect(items).toHaveLength(2);
      const [first, second] = items as [HTMLElement, HTMLElement];
      expect(within(first).getByRole('link', { name: words.olav })).toHaveAttribute(
        'href',
        '/messages/c-2',
      );
      expect(first).toHaveTextContent(words.stay);
      expect(first).toHaveTextContent('Is there parking?');
      expect(within(second).getByRole('link', { name: words.harriet })).toBeInTheDocument();
      expect(second).toHaveTextContent(words.ownLast);
      expect(document.title).toMatch(new RegExp(`^${words.title}`));
    },
  );

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
