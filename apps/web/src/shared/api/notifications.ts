import { useQuery } from '@tanstack/react-query';
import { FALLBACK_POLL_MS } from './conversations';
import { apiRequest } from './http-client';

/** Every query about the viewer's notifications starts with this key (invalidate it after a change). */
export const notificationsQueryKey = ['notifications'] as const;
export const unreadNotificationsKey = [...notificationsQueryKey, 'unread'] as const;

/**
 * The viewer's unread notifications. The live stream (shared/live) writes the count as it
 * changes; only while the stream is down is it read again, slowly.
 */
export function useUnreadCount(enabled: boolean, streamOpen: boolean) {
  return useQuery({
    queryKey: unreadNotificationsKey,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ unreadCount: number }>('/holidaze/notifications/unread', {
          auth: true,
          signal,
        })
      ).data.unreadCount,
    enabled,
    refetchInterval: streamOpen ? false : FALLBACK_POLL_MS,
    refetchOnWindowFocus: !streamOpen,
    retry: false,
  });
}
