import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http-client';

/** Every query about the viewer's notifications starts with this key (invalidate it after a change). */
export const notificationsQueryKey = ['notifications'] as const;

/** How often the header asks for the unread count while the page is open and visible. */
export const UNREAD_POLL_MS = 30_000;

/** The viewer's unread notifications, polled (and read again when the tab regains focus). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: [...notificationsQueryKey, 'unread'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ unreadCount: number }>('/holidaze/notifications/unread', {
          auth: true,
          signal,
        })
      ).data.unreadCount,
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
