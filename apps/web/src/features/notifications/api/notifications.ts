import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppNotification, NotificationListEnvelope } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';
import { notificationsQueryKey } from '../../../shared/api/notifications';

const PAGE_SIZE = 20;

/** The viewer's notifications, newest first, a page at a time ("Show more"). */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: [...notificationsQueryKey, 'list'] as const,
    queryFn: async ({ pageParam, signal }) =>
      (await apiRequest<AppNotification[]>('/holidaze/notifications', {
        auth: true,
        query: { page: pageParam, limit: PAGE_SIZE },
        signal,
      })) as NotificationListEnvelope,
    initialPageParam: 1,
    getNextPageParam: (last) => last.meta.nextPage ?? undefined,
    refetchOnWindowFocus: true,
  });
}

/** Marks one notification read (`id`) or all of them (no id); the bell and the list follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      apiRequest(
        id
          ? `/holidaze/notifications/${encodeURIComponent(id)}/read`
          : '/holidaze/notifications/read',
        { method: 'POST', auth: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

/** Reads the bell and the list again (after a request is answered from the list). */
export function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}
