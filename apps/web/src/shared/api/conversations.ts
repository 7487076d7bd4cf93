import { useQuery, type InfiniteData } from '@tanstack/react-query';
import type { messagePageSchema, unreadMessagesSchema } from '@holidaze/domain';
import type { z } from 'zod';
import { apiRequest } from './http-client';

/**
 * Query keys of the guest–host conversations: the messages feature reads them, the live stream
 * (shared/live) writes what it hears into them, and the header shows the unread count.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => ['conversations', 'list'] as const,
  list: (page: number) => ['conversations', 'list', page] as const,
  detail: (id: string) => ['conversations', 'detail', id] as const,
  /** Pages of messages, newest page first; each page's messages oldest first. */
  messages: (id: string) => ['conversations', 'messages', id] as const,
  unread: () => ['conversations', 'unread'] as const,
};

export type MessagePage = z.output<typeof messagePageSchema>;
type UnreadMessages = z.output<typeof unreadMessagesSchema>;
export type MessagePages = InfiniteData<MessagePage, string | undefined>;

/** How often the marks are read again while the live stream is down (it updates them otherwise). */
export const FALLBACK_POLL_MS = 60_000;

/** The viewer's unread messages, for the header's mark: pushed by the live stream. */
export function useUnreadMessages(enabled: boolean, streamOpen: boolean) {
  return useQuery({
    queryKey: conversationKeys.unread(),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<UnreadMessages>('/holidaze/conversations/unread', {
          auth: true,
          signal,
        })
      ).data.unreadMessages,
    enabled,
    refetchInterval: streamOpen ? false : FALLBACK_POLL_MS,
    retry: false,
  });
}
