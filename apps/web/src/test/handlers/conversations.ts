import { http } from 'msw';
import {
  conversationSchema,
  listMetaSchema,
  messagePageSchema,
  messageSchema,
  unreadMessagesSchema,
  type Conversation,
  type Message,
} from '@holidaze/domain';
import { z } from 'zod';
import { api, apiError, ok } from '../api';

/** A conversation as the host sees it while the guest `olav`'s request for 12–15 December waits. */
export const olavsPendingRequest = {
  role: 'host',
  other: { name: 'olav', avatar: { url: '', alt: '' } },
  booking: {
    id: 'b-1',
    dateFrom: '2026-12-12T00:00:00.000Z',
    dateTo: '2026-12-15T00:00:00.000Z',
    guests: 2,
    status: 'requested',
  },
} satisfies Partial<Conversation>;

/** GET /holidaze/conversations/unread: the header's messages mark (none unread unless given). */
export const unreadMessages = (count = 0) =>
  http.get(api('/holidaze/conversations/unread'), () =>
    ok(unreadMessagesSchema.parse({ unreadMessages: count })),
  );

/** A message as the API sends it (checked against the contract). */
export function messageOf(id: string, overrides: Partial<Message> = {}): Message {
  return messageSchema.parse({
    id,
    conversationId: 'c-1',
    sender: 'harriet',
    body: `Message ${id}`,
    created: '2026-11-26T10:00:00.000Z',
    ...overrides,
  });
}

/** A conversation seen by the guest `ann` with the host `harriet` (checked against the contract). */
export function conversationOf(overrides: Partial<Conversation> = {}): Conversation {
  return conversationSchema.parse({
    id: 'c-1',
    venue: { id: 'v-1', name: 'Fjord Cabin', media: [] },
    other: { name: 'harriet', avatar: { url: '/media/avatars/2.svg', alt: 'Harriet' } },
    role: 'guest',
    booking: null,
    lastMessage: messageOf('m-1'),
    unread: 0,
    blocked: false,
    created: '2026-11-20T10:00:00.000Z',
    updated: '2026-11-26T10:00:00.000Z',
    ...overrides,
  });
}

/** GET /holidaze/conversations?page: `pages[n - 1]` for page n, with the list's meta. */
export const inboxPages = (pages: Conversation[][]) =>
  http.get(api('/holidaze/conversations'), ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const meta = listMetaSchema.parse({
      isFirstPage: page === 1,
      isLastPage: page >= pages.length,
      currentPage: page,
      previousPage: page > 1 ? page - 1 : null,
      nextPage: page < pages.length ? page + 1 : null,
      pageCount: pages.length,
      totalCount: pages.flat().length,
    });
    return ok(z.array(conversationSchema).parse(pages[page - 1] ?? []), meta);
  });

/** GET /holidaze/conversations/:id answered with `conversation`, or 404 for any other id. */
export const conversationRead = (conversation: Conversation | (() => Conversation)) =>
  http.get(api('/holidaze/conversations/:id'), ({ params }) => {
    const current = typeof conversation === 'function' ? conversation() : conversation;
    return params.id === current.id
      ? ok(conversationSchema.parse(current))
      : apiError(404, 'Conversation not found');
  });

/**
 * GET /holidaze/conversations/:id/messages: `all` oldest first, answered as the API pages it
 * (the newest `limit` before `before`), with `hasOlder`.
 */
export const messagesRead = (all: () => Message[]) =>
  http.get(api('/holidaze/conversations/:id/messages'), ({ request }) => {
    const search = new URL(request.url).searchParams;
    const limit = Number(search.get('limit') ?? '50');
    const list = all();
    const before = search.get('before');
    const end = before ? list.findIndex((message) => message.id === before) : list.length;
    const start = Math.max(0, end - limit);
    const page = messagePageSchema.parse({
      data: list.slice(start, end),
      meta: { hasOlder: start > 0 },
    });
    return ok(page.data, page.meta);
  });
