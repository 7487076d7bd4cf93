import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationKeys } from '../../../shared/api/conversations';
import { apiRequest } from '../../../shared/api/http-client';
import { markConversationRead } from '../../../shared/live/live-cache';

/** POST /holidaze/conversations/:id/read: the viewer has seen its messages (204). */
export function useMarkConversationRead(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/holidaze/conversations/${encodeURIComponent(conversationId)}/read`, {
        method: 'POST',
        auth: true,
      }),
    onSuccess: () => {
      markConversationRead(client, conversationId);
      // The stream sends every tab the new count; read it too in case the stream is down.
      void client.invalidateQueries({ queryKey: conversationKeys.unread() });
    },
  });
}

/** POST /holidaze/messages/:id/report `{ reason }` (204). */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      apiRequest(`/holidaze/messages/${encodeURIComponent(messageId)}/report`, {
        method: 'POST',
        auth: true,
        body: { reason },
      }),
  });
}

/** PUT (block) or DELETE (unblock) /holidaze/profiles/:name/block (204). */
export function useBlockPerson(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, block }: { name: string; block: boolean }) =>
      apiRequest(`/holidaze/profiles/${encodeURIComponent(name)}/block`, {
        method: block ? 'PUT' : 'DELETE',
        auth: true,
      }),
    onSettled: () =>
      client.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) }),
  });
}
