import { http } from 'msw';
import type { UnreadCount } from '@holidaze/domain';
import { api, ok } from '../api';

/** GET /holidaze/notifications/unread: the header's bell (none unread unless given). */
export const unreadNotifications = (unreadCount = 0) =>
  http.get(api('/holidaze/notifications/unread'), () => ok({ unreadCount } satisfies UnreadCount));
