import { z } from 'zod';
import { BOOKING_STATES } from '../booking-requests';
import { listQuerySchema } from './query-schemas';

/** One entry of a person's notifications (GET /holidaze/notifications). */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where in the web app it leads (a path). */
  link: z.string(),
  created: z.iso.datetime(),
  read: z.boolean(),
  /**
   * The booking it is about and that booking's state now, when there is one; while it is a request,
   * when the host's answer is due (shown in the reader's own zone).
   */
  booking: z
    .object({
      id: z.string(),
      status: z.enum(BOOKING_STATES),
      answerBy: z.iso.datetime().nullable().optional(),
    })
    .nullable(),
});
export type AppNotification = z.output<typeof notificationSchema>;

export const notificationListQuerySchema = listQuerySchema.pick({ page: true }).extend({
  limit: listQuerySchema.shape.limit.unwrap().unwrap().optional().default(20),
});

/** E-mail categories a person may turn off; confirmations and account mail always go. */
export const EMAIL_PREFERENCE_CATEGORIES = [
  { key: 'requests', label: 'Booking requests and their answers' },
  { key: 'bookings', label: 'New bookings and cancellations' },
  { key: 'reminders', label: 'Reminders before arrival' },
  { key: 'calendar', label: 'Calendar sync conflicts' },
  { key: 'messages', label: 'Messages left unread for 15 minutes' },
] as const;

/** Every category and whether its mails go (what GET answers and the web app's form holds). */
export const emailPreferencesSchema = z.object({
  requests: z.boolean(),
  bookings: z.boolean(),
  reminders: z.boolean(),
  calendar: z.boolean(),
  messages: z.boolean(),
});
export type EmailPreferencesBody = z.output<typeof emailPreferencesSchema>;

/**
 * What a save sends: the categories it changes. A category the body leaves out keeps its stored
 * choice, so a client written before a category existed cannot turn that category back on.
 */
export const emailPreferencesChangeSchema = emailPreferencesSchema.partial().strict();
export type EmailPreferencesChange = z.output<typeof emailPreferencesChangeSchema>;
