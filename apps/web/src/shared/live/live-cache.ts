import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, LiveEvent, Message } from '@holidaze/domain';
import { conversationKeys, type MessagePages } from '../api/conversations';
import { notificationsQueryKey, unreadNotificationsKey } from '../api/notifications';
import { bookingQueryPrefixes } from '../api/query-keys';

interface ConversationListData {
  data: Conversation[];
  meta: unknown;
}

/** Adds `message` to the newest page of its conversation's loaded messages, once. */
export function addMessage(client: QueryClient, message: Message): void {
  client.setQueryData<MessagePages>(conversationKeys.messages(message.conversationId), (pages) => {
    if (!pages?.pages[0]) return pages;
    if (pages.pages.some((page) => page.data.some((known) => known.id === message.id)))
      return pages;
    const [newest, ...older] = pages.pages;
    return { ...pages, pages: [{ ...newest, data: [...newest.data, message] }, ...older] };
  });
}

/** Clears a conversation's unread mark in every loaded inbox page and in its own entry. */
export function markConversationRead(client: QueryClient, conversationId: string): void {
  client.setQueriesData<ConversationListData>({ queryKey: conversationKeys.lists() }, (list) =>
    list
      ? {
          ...list,
          data: list.data.map((c) => (c.id === conversationId ? { ...c, unread: 0 } : c)),
        }
      : list,
  );
  client.setQueryData<Conversation>(conversationKeys.detail(conversationId), (conversation) =>
    conversation ? { ...conversation, unread: 0 } : conversation,
  );
}

/**
 * What one event of the live stream changes in the tab's caches. Counts the server sends are
 * written as they are; a new message is added where it is shown, and what derives from it on the
 * server (the inbox order, its unread marks) is read again.
 */
export function applyLiveEvent(client: QueryClient, event: LiveEvent, viewer: string | null): void {
  switch (event.type) {
    case 'message': {
      const { message, conversationId } = event.data;
      addMessage(client, message);
      void client.invalidateQueries({ queryKey: conversationKeys.lists() });
      void client.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
      if (message.sender !== viewer) {
        void client.invalidateQueries({ queryKey: conversationKeys.unread() });
      }
      return;
    }
    case 'read':
      client.setQueryData(conversationKeys.unread(), event.data.unreadMessages);
      markConversationRead(client, event.data.conversationId);
      return;
    case 'notifications':
      client.setQueryData(unreadNotificationsKey, event.data.unreadCount);
      void client.invalidateQueries({
        queryKey: notificationsQueryKey,
        predicate: (query) => query.queryKey[1] !== 'unread',
      });
      return;
    case 'booking':
      for (const queryKey of bookingQueryPrefixes) void client.invalidateQueries({ queryKey });
      // The inbox and each conversation show the stay's state (not the messages: they stay).
      void client.invalidateQueries({ queryKey: conversationKeys.lists() });
      void client.invalidateQueries({ queryKey: ['conversations', 'detail'] });
      return;
  }
}
