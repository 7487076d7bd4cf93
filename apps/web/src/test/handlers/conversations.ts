import { http } from 'msw';
import { unreadMessagesSchema } from '@holidaze/domain';
import { api, ok } from '../api';

/** GET /holidaze/conversations/unread: the header's messages mark (none unread unless given). */
export const unreadMessages = (count = 0) =>
  http.get(api('/holidaze/conversations/unread'), () =>
    ok(unreadMessagesSchema.parse({ unreadMessages: count })),
  );
