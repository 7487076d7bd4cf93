import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '@holidaze/domain';
import { api, apiError, noContent, ok } from '../../test/api';
import {
  conversationOf,
  conversationRead,
  messageOf,
  messagesRead,
  olavsPendingRequest,
} from '../../test/handlers/conversations';
import { liveStream } from '../../test/handlers/live-events';
import { showIn } from '../../test/locale';
import { noRetryQueryClient, renderRoutesAt } from '../../test/render';
import { recordApiCalls, server, writes } from '../../test/server';
import { useLiveEvents } from '../../shared/live/use-live-events';
import ConversationPage from './conversation-page';

/** The tab's live stream, as the header opens it in the app. */
function LiveTab() {
  useLiveEvents('tok', 'ann');
  return null;
}

function renderConversation(id = 'c-1') {
  return renderRoutesAt(
    [
      {
        path: '/messages/:conversationId',
        element: (
          <>
            <LiveTab />
            <ConversationPage />
          </>
        ),
      },
      { path: '/messages', element: <h1>Inbox</h1> },
    ],
    `/messages/${id}`,
    { client: noRetryQueryClient() },
  );
}

/** The conversation's thread, as the page shows it: each message's text, oldest first. */
const shownBodies = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p:nth-child(2)')?.textContent);

/** The report dialog's words in each language. */
const REPORT_WORDS = {
  en: {
    open: 'Report this message from harriet',
    dialog: 'Report this message?',
    reason: 'Asks to pay or talk outside Holidaze',
    send: 'Report message',
  },
  nb: {
    open: 'Rapporter denne meldingen fra harriet',
    dialog: 'Vil du rapportere denne meldingen?',
    reason: 'Ber om betaling eller kontakt utenfor Holidaze',
    send: 'Rapporter meldingen',
  },
};

/**
 * Reports Harriet's first message for asking to pay outside Holidaze, as a person reading
 * `words` does: nothing is sent before the dialog's button, and the Holidaze team reads the
 * reason in English whatever language the reporter reads.
 */
async function reportHarrietsMessage(
  user: ReturnType<typeof userEvent.setup>,
  calls: ReturnType<typeof recordApiCalls>,
  words: (typeof REPORT_WORDS)['en'],
) {
  await user.click(await screen.findByRole('button', { name: words.open }));
  const report = screen.getByRole('dialog', { name: words.dialog });
  await user.click(within(report).getByRole('radio', { name: words.reason }));
  expect(writes(calls)).toEqual([]);
  await user.click(within(report).getByRole('button', { name: words.send }));
  await vi.waitFor(() =>
    expect(writes(calls)).toContainEqual({
      method: 'POST',
      path: '/holidaze/messages/m-1/report',
      body: { reason: 'Asks to pay or talk outside Holidaze' },
    }),
  );
}

let messages: Message[];
let conversation: Conversation;

beforeEach(() => {
  localStorage.setItem('username', 'ann');
  localStorage.setItem('accessToken', 'tok');
  messages = [
    messageOf('m-1', { body: 'Welcome!' }),
    messageOf('m-2', { sender: 'ann', body: 'Hi' }),
  ];
  conversation = conversationOf({ lastMessage: messages[1]! });
  server.use(
    conversationRead(() => conversation),
    messagesRead(() => messages),
    http.post(api('/holidaze/conversations/:id/read'), () => {
      conversation = { ...conversation, unread: 0 };
      return noContent();
    }),
  );
});

describe('a conversation', () => {
  it('shows the messages oldest first, loads older pages, and shows links as links and markup as text', async () => {
    messages = Array.from({ length: 55 }, (_, n) =>
      messageOf(`m-${n + 1}`, { body: `Message number ${n + 1}` }),
    );
    messages.push(
      messageOf('m-56', {
        body: 'Map: https://maps.example.com/cabin. <img src=x onerror="alert(1)">',
      }),
    );
    const calls = recordApiCalls();
    renderConversation();
    expect(await screen.findByRole('heading', { name: 'harriet' })).toBeInTheDocument();
    await screen.findByText(/Message number 55/);
    expect(shownBodies()).toHaveLength(50);
    expect(shownBodies()[0]).toBe('Message number 7');
    const link = screen.getByRole('link', { name: 'https://maps.example.com/cabin' });
    expect(link).toHaveAttribute('href', 'https://maps.example.com/cabin');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older messages' }));
    await vi.waitFor(() => expect(shownBodies()).toHaveLength(56));
    expect(shownBodies().slice(0, 2)).toEqual(['Message number 1', 'Message number 2']);
    // Focus moves on to the older messages (the button is gone).
    await vi.waitFor(() =>
      expect(document.activeElement).toHaveAttribute('data-message-id', 'm-6'),
    );
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
    const reads = calls.filter((call) => call.path === '/holidaze/conversations/c-1/messages');
    expect(reads.map((call) => call.url.searchParams.get('before'))).toEqual([null, 'm-7']);
  });

  it('marks unread messages read when seen, and shows, announces and marks a new one live', async () => {
    conversation = { ...conversation, unread: 1 };
    const stream = liveStream();
    server.use(stream.handler);
    const calls = recordApiCalls();
    renderConversation();
    await screen.findByText('Welcome!');
    await vi.waitFor(() =>
      expect(writes(calls)).toContainEqual({
        method: 'POST',
        path: '/holidaze/conversations/c-1/read',
        body: undefined,
      }),
    );
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));

    const fresh = messageOf('m-3', { body: 'The key is under the mat.' });
    messages = [...messages, fresh];
    conversation = { ...conversation, unread: 1, lastMessage: fresh };
    act(() =>
      stream.connections[0]!.send(7, {
        type: 'message',
        data: { conversationId: 'c-1', message: fresh },
      }),
    );
    expect(await screen.findByText('The key is under the mat.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(
        screen.getByText('New message from harriet: The key is under the mat.'),
      ).toHaveAttribute('aria-live', 'polite'),
    );
    await vi.waitFor(() =>
      expect(
        writes(calls).filter((call) => call.path === '/holidaze/conversations/c-1/read'),
      ).toHaveLength(2),
    );
  });

  it('does not send a refused read mark again and again', async () => {
    messages = Array.from({ length: 51 }, (_, n) => messageOf(`m-${n + 1}`));
    conversation = { ...conversation, unread: 1 };
    let marks = 0;
    server.use(
      http.post(api('/holidaze/conversations/:id/read'), () => {
        marks += 1;
        return apiError(503);
      }),
    );
    renderConversation();
    await vi.waitFor(() => expect(marks).toBe(1));
    // A whole round trip later (older messages read and shown), it was not sent again.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older messages' }));
    await vi.waitFor(() => expect(shownBodies()).toHaveLength(51));
    expect(marks).toBe(1);
  });

  it('reads the conversation again once a minute while the live stream is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      server.use(liveStream(503).handler);
      renderConversation();
      await screen.findByText('Welcome!');
      messages = [...messages, messageOf('m-3', { body: 'Are you still there?' })];
      await vi.advanceTimersByTimeAsync(30_000);
      expect(screen.queryByText('Are you still there?')).toBeNull();
      await vi.advanceTimersByTimeAsync(31_000);
      expect(await screen.findByText('Are you still there?')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends with Enter, starts a new line with Shift+Enter, and shows the message once', async () => {
    const stream = liveStream();
    const sent = messageOf('m-3', { sender: 'ann', body: 'Hello\nthere' });
    server.use(
      stream.handler,
      http.post(api('/holidaze/conversations/:id/messages'), () => ok(sent, {}, 201)),
    );
    const calls = recordApiCalls();
    const user = userEvent.setup();
    renderConversation();
    const box = await screen.findByRole('textbox', { name: 'Message to harriet' });
    expect(box).toHaveAccessibleDescription(/Enter sends, Shift\+Enter starts a new line/);
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(writes(calls)).toContainEqual({
      method: 'POST',
      path: '/holidaze/conversations/c-1/messages',
      body: { body: 'Hello\nthere' },
    });
    expect(shownBodies()).toEqual(['Welcome!', 'Hi', 'Hello\nthere']);
    // The stream tells this tab too: the message is not shown twice.
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    act(() =>
      stream.connections[0]!.send(8, {
        type: 'message',
        data: { conversationId: 'c-1', message: sent },
      }),
    );
    await vi.waitFor(() => expect(shownBodies()).toEqual(['Welcome!', 'Hi', 'Hello\nthere']));
    expect(box).toHaveFocus();
  });

  it('says beside the box when sending too fast or blocked, and keeps the text', async () => {
    server.use(
      http.post(api('/holidaze/conversations/:id/messages'), () =>
        apiError(429, 'Too many messages', { 'Retry-After': '30' }),
      ),
    );
    const user = userEvent.setup();
    renderConversation();
    const box = await screen.findByRole('textbox', { name: 'Message to harriet' });
    await user.type(box, 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are sending messages too quickly. Try again in 30 seconds.',
    );
    expect(box).toHaveValue('Are you there?');
    expect(box).toHaveAttribute('aria-invalid', 'true');

    server.use(
      http.post(api('/holidaze/conversations/:id/messages'), () =>
        apiError(403, 'You cannot message this person.'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You cannot message this person.'),
    );
    expect(box).toHaveValue('Are you there?');
  });

  it('lets the host accept a pending request from the conversation', async () => {
    conversation = conversationOf(olavsPendingRequest);
    server.use(
      http.post(api('/holidaze/bookings/:id/accept'), () => {
        conversation = {
          ...conversation,
          booking: { ...conversation.booking!, status: 'confirmed' },
        };
        return ok({ id: 'b-1', status: 'confirmed' });
      }),
    );
    const calls = recordApiCalls();
    renderConversation();
    expect(await screen.findByText(/Requested$/)).toBeInTheDocument();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: "Accept olav's request" }));
    expect(await screen.findByText(/Confirmed$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(writes(calls)).toContainEqual({
      method: 'POST',
      path: '/holidaze/bookings/b-1/accept',
      body: {},
    });
  });

  it('reports a message and blocks the person, each after a confirmation', async () => {
    server.use(
      http.post(api('/holidaze/messages/:id/report'), () => noContent()),
      http.put(api('/holidaze/profiles/:name/block'), () => {
        conversation = { ...conversation, blocked: true };
        return noContent();
      }),
    );
    const calls = recordApiCalls();
    const user = userEvent.setup();
    renderConversation();
    await reportHarrietsMessage(user, calls, REPORT_WORDS.en);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Block harriet' }));
    const block = screen.getByRole('dialog', { name: 'Block harriet?' });
    await user.click(within(block).getByRole('button', { name: 'Block harriet' }));
    expect(
      await screen.findByText('You have blocked harriet. Unblock them to write again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(writes(calls)).toContainEqual({
      method: 'PUT',
      path: '/holidaze/profiles/harriet/block',
      body: undefined,
    });
  });

  it('says a conversation that is not the viewer’s does not exist', async () => {
    server.use(http.get(api('/holidaze/conversations/:id/messages'), () => apiError(404)));
    renderConversation('c-other');
    expect(
      await screen.findByRole('heading', { name: 'Conversation not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});

describe('a conversation in Norwegian', () => {
  it('frames the messages, the box and the report dialog in Norwegian, and reports in English', async () => {
    await showIn('nb', ['messages']);
    messages = [
      messageOf('m-1', { body: 'Velkommen!' }),
      messageOf('m-2', { sender: 'ann', body: 'Hei' }),
    ];
    conversation = conversationOf({ lastMessage: messages[1]! });
    server.use(http.post(api('/holidaze/messages/:id/report'), () => noContent()));
    const calls = recordApiCalls();
    const user = userEvent.setup();
    renderConversation();

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

    await reportHarrietsMessage(user, calls, REPORT_WORDS.nb);
  });
});
