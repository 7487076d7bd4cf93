import { z } from 'zod';
import { BOOKING_STATES } from '../booking-requests';
import type { StayRules } from '../stay-rules';

/** A venue's stay rules as the API answers them (GET/PUT /holidaze/venues/:id/rules). */
export const stayRulesSchema = z.object({
  minNights: z.number().int(),
  maxNights: z.number().int().nullable(),
  seasons: z.array(
    z.object({
      dateFrom: z.string(),
      dateTo: z.string(),
      minNights: z.number().int(),
      label: z.string().nullable().optional(),
    }),
  ),
  horizonDays: z.number().int().nullable(),
  noticeDays: z.number().int(),
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  bookingMode: z.enum(['instant', 'request']),
  requestHours: z.number().int(),
}) satisfies z.ZodType<StayRules>;

/** A booking in the host's calendar: only what the month view shows. */
export const calendarBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  dateFrom: z.iso.datetime(),
  dateTo: z.iso.datetime(),
  nights: z.number().int(),
  guests: z.number().int(),
  /** `requested` while the host has not answered (the nights are held), else `confirmed`. */
  status: z.enum(BOOKING_STATES),
  customer: z.object({ name: z.string() }),
});
export type CalendarBooking = z.output<typeof calendarBookingSchema>;

/** Nights the host closed, or a stay read from an imported feed. */
export const calendarBlockSchema = z.object({
  id: z.string(),
  dateFrom: z.iso.datetime(),
  dateTo: z.iso.datetime(),
  note: z.string().nullable(),
  source: z.enum(['host', 'feed']),
  feedId: z.string().nullable(),
  summary: z.string().nullable(),
  conflict: z.boolean(),
});
export type CalendarBlock = z.output<typeof calendarBlockSchema>;

/** GET /holidaze/venues/:id/calendar */
export const venueMonthSchema = z.object({
  month: z.string(),
  venue: z.object({ id: z.string(), name: z.string() }),
  bookings: z.array(calendarBookingSchema),
  blocks: z.array(calendarBlockSchema),
  rules: stayRulesSchema,
});
export type VenueMonth = z.output<typeof venueMonthSchema>;

/** GET /holidaze/profiles/:name/calendar: a host's month across all their venues. */
export const hostMonthSchema = z.object({
  month: z.string(),
  venues: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      bookings: z.array(calendarBookingSchema),
      blocks: z.array(calendarBlockSchema),
    }),
  ),
});
export type HostMonth = z.output<typeof hostMonthSchema>;

/** The venue's secret iCalendar feed URL. */
export const calendarFeedUrlSchema = z.object({ url: z.string() });

/** A feed of another channel a venue imports. */
export const importedFeedSchema = z.object({
  id: z.string(),
  url: z.string(),
  created: z.iso.datetime(),
  lastAttempt: z.iso.datetime().nullable(),
  lastSuccess: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  lastErrorCategory: z.string().nullable(),
  nextSync: z.iso.datetime(),
});
export type ImportedFeed = z.output<typeof importedFeedSchema>;

/** POST /holidaze/venues/:id/ical-feeds/:feedId/sync (202). */
export const feedSyncQueuedSchema = z.object({ queued: z.literal(true) });
