import { z } from 'zod';
import { listMetaSchema } from './booking-response-schema';
import { notificationSchema } from './notification-schemas';

/** GET /holidaze/notifications: a page of them, and how many are unread in all. */
export const notificationListEnvelopeSchema = z.object({
  data: z.array(notificationSchema),
  meta: listMetaSchema.extend({ unreadCount: z.number().int() }),
});
export type NotificationListEnvelope = z.output<typeof notificationListEnvelopeSchema>;

/** What reading (or marking read) leaves unread. */
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.output<typeof unreadCountSchema>;
