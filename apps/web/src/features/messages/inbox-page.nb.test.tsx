import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  conversationOf,
  inboxPages,
  messageOf,
  olavsPendingRequest,
} from '../../test/handlers/conversations';
import { showIn } from '../../test/locale';
import { renderRoutesAt } from '../../test/render';
import { server } from '../../test/server';
import { signedInForEachTest } from '../../test/session';
import InboxPage from './inbox-page';

const routes = [
  { path: '/messages', element: <InboxPage /> },
  { path: '/messages/:conversationId', element: <h1>A conversation</h1> },
];

signedInForEachTest('ann');

describe('the inbox in Norwegian', () => {
  it('names the page, each conversation, its stay and unread marks in Norwegian; messages stay as written', async () => {
    await showIn('nb', ['messages']);
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
          conversationOf({ lastMessage: messageOf('m-1', { sender: 'ann', body: 'Takk!' }) }),
        ],
      ]),
    );
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
