import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, ok } from '../../test/api';
import { conversationOf } from '../../test/handlers/conversations';
import { renderRoutesAt } from '../../test/render';
import { recordApiCalls, server, expectWrites } from '../../test/server';
import { signedInForEachTest } from '../../test/session';
import NewConversationPage from './new-conversation-page';

const VENUE_ID = '6f1c2a5e-0c53-4a8e-9d37-3f5b0c6d2a11';
const venue = {
  id: VENUE_ID,
  name: 'Fjord Cabin',
  owner: { name: 'harriet', email: 'harriet@stud.noroff.no', bio: null, avatar: null },
};

const routes = [
  { path: '/messages/new', element: <NewConversationPage /> },
  { path: '/messages/:conversationId', element: <h1>The conversation</h1> },
];

signedInForEachTest('ann');
beforeEach(() => server.use(http.get(api('/holidaze/venues/:id'), () => ok(venue))));

describe('contacting a host', () => {
  it('sends the first message about the venue and opens the conversation', async () => {
    server.use(
      http.post(api('/holidaze/conversations'), () => ok(conversationOf({ id: 'c-9' }), {}, 201)),
    );
    const calls = recordApiCalls();
    const user = userEvent.setup();
    const router = renderRoutesAt(routes, `/messages/new?venue=${VENUE_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Ask harriet about Fjord Cabin' }),
    ).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Message to harriet' }),
      'Can we bring a dog?',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'The conversation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/messages/c-9');
    await expectWrites(calls, [
      {
        method: 'POST',
        path: '/holidaze/conversations',
        body: { venueId: VENUE_ID, body: 'Can we bring a dog?' },
      },
    ]);
  });

  it('tells the host that questions about their own venue come to them', async () => {
    localStorage.setItem('username', 'harriet');
    renderRoutesAt(routes, `/messages/new?venue=${VENUE_ID}`);
    expect(await screen.findByText(/This is your venue/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
