import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, noContent } from '../../test/api';
import {
  conversationOf,
  conversationRead,
  messageOf,
  messagesRead,
} from '../../test/handlers/conversations';
import { showIn } from '../../test/locale';
import { noRetryQueryClient, renderRoutesAt } from '../../test/render';
import { recordApiCalls, server, writes } from '../../test/server';
import { signedInForEachTest } from '../../test/session';
import ConversationPage from './conversation-page';

signedInForEachTest('ann');

describe('a conversation in Norwegian', () => {
  it('frames the messages, the box and the report dialog in Norwegian, and reports in English', async () => {
    await showIn('nb', ['messages']);
    const messages = [
      messageOf('m-1', { body: 'Velkommen!' }),
      messageOf('m-2', { sender: 'ann', body: 'Hei' }),
    ];
    server.use(
      conversationRead(() => conversationOf({ lastMessage: messages[1]!, unread: 0 })),
      messagesRead(() => messages),
      http.post(api('/holidaze/messages/:id/report'), () => noContent()),
    );
    const calls = recordApiCalls();
    const user = userEvent.setup();
    renderRoutesAt(
      [{ path: '/messages/:conversationId', element: <ConversationPage /> }],
      '/messages/c-1',
      { client: noRetryQueryClient() },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'harriet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Alle meldinger' })).toBeInTheDocument();
    expect(screen.getByText(/^Vert for/)).toHaveTextContent('Vert for Fjord Cabin');
    const thread = await screen.findByRole('list', { name: 'Meldinger' });
    expect(within(thread).getByText('Du')).toBeInTheDocument();
    expect(within(thread).getByText('Velkommen!')).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Melding til harriet' }),
    ).toHaveAccessibleDescription(/^Enter sender, Shift\+Enter gir ny linje\..* tegn$/);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blokker harriet' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Meldinger med harriet/);

    await user.click(screen.getByRole('button', { name: 'Rapporter denne meldingen fra harriet' }));
    const report = screen.getByRole('dialog', { name: 'Vil du rapportere denne meldingen?' });
    await user.click(
      within(report).getByRole('radio', { name: 'Ber om betaling eller kontakt utenfor Holidaze' }),
    );
    await user.click(within(report).getByRole('button', { name: 'Rapporter meldingen' }));
    // The Holidaze team reads the reason in English, whatever language the reporter reads.
    await vi.waitFor(() =>
      expect(writes(calls)).toContainEqual({
        method: 'POST',
        path: '/holidaze/messages/m-1/report',
        body: { reason: 'Asks to pay or talk outside Holidaze' },
      }),
    );
  });
});
