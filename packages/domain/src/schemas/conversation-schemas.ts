import { z } from 'zod';
import { BOOKING_STATES } from '../booking-requests';
import { listQuerySchema } from './query-schemas';
import { mediaResponseSchema } from './venue-response-schemas';

/**
 * Guest–host conversations (docs/api.md, "Conversations"): one per traveller and venue, visible
 * to those two people only. The server's routes answer with these shapes and the web app reads
 * them; the live stream's events are at the end.
 */
export const MESSAGE_BODY_MAX = 2000;

/** What a person writes: plain text, trimmed, 1..2,000 characters, no NUL. */
export const messageBodySchema = z
  .string()
  .trim()
  .min(1, 'Write a message first.')
  .max(MESSAGE_BODY_MAX, `A message can be at most ${MESSAGE_BODY_MAX} characters.`)
  .refine((body) => !body.includes('\u0000'), 'A message cannot contain a NUL character.');

/** POST /holidaze/conversations: ask a venue's host (opens the pair's conversation, or adds to it). */
export const startConversationBodySchema = z.object({
  venueId: z.string().uuid(),
  body: messageBodySchema,
});
export type StartConversationBody = z.input<typeof startConversationBodySchema>;

/** POST /holidaze/messages/:id/report: why (1..500 characters, no NUL). */
export const reportMessageBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why you report this message.')
    .max(500, 'A reason can be at most 500 characters.')
    .refine((reason) => !reason.includes('\u0000'), 'A reason cannot contain a NUL character.'),
});
export type ReportMessageBody = z.input<typeof reportMessageBodySchema>;

/** GET /holidaze/conversations: the inbox, 20 a page by default. */
export const conversationListQuerySchema = listQuerySchema.pick({ page: true }).extend({
  limit: listQuerySchema.shape.limit.unwrap().unwrap().optional().default(20),
});

/** GET /holidaze/conversations/:id/messages */
export const messagePageQuerySchema = z.object({
  before: z.guid({ error: 'before must be the id of a message' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a number from 1 to 100')
    .min(1, 'limit must be a number from 1 to 100')
    .max(100, 'limit must be a number from 1 to 100')
    .optional()
    .default(50),
});

/** POST /holidaze/conversations/:id/messages */
export const sendMessageBodySchema = z.object({ body: messageBodySchema });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const conversationPersonSchema = z.object({
  name: z.string(),
  avatar: mediaResponseSchema,
});

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** The writer's profile name. */
  sender: z.string(),
  /** As sent, except that before a confirmed booking e-mail addresses and phone numbers written
   * to the other side read "[shared after booking]". */
  body: z.string(),
  created: z.string(),
});
export type Message = z.output<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  venue: z.object({ id: z.string(), name: z.string(), media: z.array(mediaResponseSchema) }),
  /** The other person, seen from the viewer. */
  other: conversationPersonSchema,
  /** The viewer's part in it. */
  role: z.enum(['guest', 'host']),
  /** The pair's latest booking or request of this venue, if any. */
  booking: z
    .object({
      id: z.string(),
      dateFrom: z.string(),
      dateTo: z.string(),
      guests: z.number().int(),
      status: z.enum(BOOKING_STATES),
    })
    .nullable(),
  lastMessage: messageSchema.nullable(),
  /** Messages to the viewer they have not read. */
  unread: z.number().int(),
  /** The viewer has blocked the other person. */
  blocked: z.boolean(),
  created: z.string(),
  updated: z.string(),
});
export type Conversation = z.output<typeof conversationSchema>;

/** GET /holidaze/conversations/:id/messages: oldest first; `before` pages back. */
export const messagePageSchema = z.object({
  data: z.array(messageSchema),
  meta: z.object({ hasOlder: z.boolean() }),
});

/** What GET /holidaze/conversations/unread answers: the header's mark. */
export const unreadMessagesSchema = z.object({ unreadMessages: z.number().int() });

/**
 * GET /holidaze/events: Server-Sent Events, one stream per tab, authenticated with the same
 * `Authorization: Bearer` header as every call (the web app reads it with fetch, not EventSource).
 * Every event has a numbered `id:`; a reconnect sending `Last-Event-ID` gets what it missed.
 * `event:` is the type below and `data:` its JSON.
 */
export const liveEventSchemas = {
  message: z.object({ conversationId: z.string(), message: messageSchema }),
  /** The viewer read a conversation (in another tab too): its unread marks change. */
  read: z.object({ conversationId: z.string(), unreadMessages: z.number().int() }),
  notifications: z.object({ unreadCount: z.number().int() }),
  booking: z.object({ bookingId: z.string(), status: z.enum(BOOKING_STATES) }),
  /**
   * The stream resumed from an id older than the server keeps (LIVE_REPLAY_WINDOW, 24 h by
   * default) or unknown to it: events may have been missed, so reload what is shown.
   */
  refetch: z.object({}),
} as const;
export type LiveEventType = keyof typeof liveEventSchemas;
export type LiveEvent = {
  [K in LiveEventType]: { type: K; data: z.output<(typeof liveEventSchemas)[K]> };
}[LiveEventType];
