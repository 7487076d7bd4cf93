import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationSchema, messageSchema, type StartConversationBody } from '@holidaze/domain';
import { conversationKeys } from '../../../shared/api/conversations';
import { apiRequest } from '../../../shared/api/http-client';
import { addMessage } from '../../../shared/live/live-cache';

/** POST /holidaze/conversations/:id/messages: the message is shown at once, then the inbox follows. */
export function useSendMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      messageSchema.parse(
        (
          await apiRequest(
            `/holidaze/conversations/${encodeURIComponent(conversationId)}/messages`,
            { method: 'POST', auth: true, body: { body } },
          )
        ).data,
      ),
    onSuccess: (message) => {
      addMessage(client, message);
      void client.invalidateQueries({ queryKey: conversationKeys.lists() });
      void client.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
    },
  });
}

/** POST /holidaze/conversations: asks a venue's host (opens the pair's conversation or adds to it). */
export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: StartConversationBody) =>
      conversationSchema.parse(
        (await apiRequest('/holidaze/conversations', { method: 'POST', auth: true, body: input }))
          .data,
      ),
    onSuccess: (conversation) => {
      client.setQueryData(conversationKeys.detail(conversation.id), conversation);
      void client.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}
