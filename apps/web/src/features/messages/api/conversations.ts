import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  conversationSchema,
  listMetaSchema,
  messagePageSchema,
  type Conversation,
} from '@holidaze/domain';
import { z } from 'zod';
import {
  conversationKeys,
  FALLBACK_POLL_MS,
  type MessagePage,
} from '../../../shared/api/conversations';
import { apiRequest } from '../../../shared/api/http-client';

export const INBOX_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE = 50;

const inboxPageSchema = z.object({ data: z.array(conversationSchema), meta: listMetaSchema });
export type InboxPage = z.output<typeof inboxPageSchema>;

const path = (id: string) => `/holidaze/conversations/${encodeURIComponent(id)}`;

/** While the live stream is down, what it would have pushed is read again, once a minute. */
const fallback = (streamOpen: boolean) => (streamOpen ? false : FALLBACK_POLL_MS);

/** GET /holidaze/conversations: one page of the inbox, newest activity first. */
export function useConversations(page: number, streamOpen: boolean) {
  return useQuery({
    queryKey: conversationKeys.list(page),
    queryFn: async ({ signal }): Promise<InboxPage> =>
      inboxPageSchema.parse(
        await apiRequest<Conversation[]>('/holidaze/conversations', {
          auth: true,
          query: { page, limit: INBOX_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: fallback(streamOpen),
  });
}

/** GET /holidaze/conversations/:id: the other person, the venue and the stay (404 if not ours). */
export function useConversation(id: string, streamOpen: boolean) {
  return useQuery({
    queryKey: conversationKeys.detail(id),
    queryFn: async ({ signal }) =>
      conversationSchema.parse((await apiRequest(path(id), { auth: true, signal })).data),
    refetchInterval: fallback(streamOpen),
  });
}

/**
 * GET /holidaze/conversations/:id/messages: the newest page first, each page oldest first;
 * `before` (the oldest loaded message) reads the page before it. New messages from the live
 * stream are added to the newest page (shared/live/live-cache.ts).
 */
export function useMessages(id: string, streamOpen: boolean) {
  return useInfiniteQuery({
    queryKey: conversationKeys.messages(id),
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> =>
      messagePageSchema.parse(
        await apiRequest(`${path(id)}/messages`, {
          auth: true,
          query: { before: pageParam, limit: MESSAGE_PAGE_SIZE },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.meta.hasOlder ? page.data[0]?.id : undefined),
    refetchInterval: fallback(streamOpen),
  });
}
