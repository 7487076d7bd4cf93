import { z } from 'zod';
import { REQUEST_RESPONSE_HOURS } from '../booking-requests';
import { daysBetween } from '../calendar-date';
import { DEFAULT_STAY_LIMITS } from '../stay-limits';
import type { StayRules } from '../stay-rules';
import { calendarDateInput } from './booking-schemas';
import { MESSAGES } from './messages';
import { END_AFTER_START } from './range-messages';

/** The most seasons one venue may list, and the longest text fields. */
export const CALENDAR_LIMITS = {
  seasons: 24,
  seasonLabelLength: 40,
  blockNoteLength: 200,
  /** A block covers at most this many nights (a longer closure is several blocks). */
  blockNights: 366,
  /** Feeds one venue may import, and the longest feed URL. */
  feedsPerVenue: 10,
  feedUrlLength: 2000,
} as const;

const range = <T extends { dateFrom: string; dateTo: string }>(schema: z.ZodType<T>) =>
  schema.refine((value) => value.dateTo > value.dateFrom, {
    message: END_AFTER_START,
    path: ['dateTo'],
  });

const nightCount = (max: number) =>
  z
    .number({ error: `Must be a whole number from 1 to ${max}` })
    .int(`Must be a whole number from 1 to ${max}`)
    .min(1, `Must be a whole number from 1 to ${max}`)
    .max(max, `Must be a whole number from 1 to ${max}`);

const REQUEST_HOURS_MESSAGE = `Must be a whole number of hours from ${REQUEST_RESPONSE_HOURS.min} to ${REQUEST_RESPONSE_HOURS.max}`;

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Must be a time as HH:MM (00:00 to 23:59)' })
  .nullable();

const season = range(
  z.object({
    dateFrom: calendarDateInput,
    dateTo: calendarDateInput,
    minNights: nightCount(DEFAULT_STAY_LIMITS.maxNights),
    label: z.string().trim().max(CALENDAR_LIMITS.seasonLabelLength).nullable().optional(),
  }),
);

/** PUT /holidaze/venues/:id/rules: the whole set of a venue's rules (what is left out resets). */
export const stayRulesBodySchema = z
  .object({
    minNights: nightCount(DEFAULT_STAY_LIMITS.maxNights).default(1),
    maxNights: nightCount(DEFAULT_STAY_LIMITS.maxNights).nullable().default(null),
    seasons: z.array(season).max(CALENDAR_LIMITS.seasons).default([]),
    horizonDays: z
      .number({ error: `Must be a whole number from 0 to ${DEFAULT_STAY_LIMITS.maxDaysAhead}` })
      .int()
      .min(0)
      .max(DEFAULT_STAY_LIMITS.maxDaysAhead)
      .nullable()
      .default(null),
    noticeDays: z
      .number({ error: 'Must be a whole number from 0 to 60' })
      .int()
      .min(0)
      .max(60)
      .default(0),
    checkInTime: timeOfDay.default(null),
    checkOutTime: timeOfDay.default(null),
    bookingMode: z.enum(['instant', 'request']).default('instant'),
    requestHours: z
      .number({ error: REQUEST_HOURS_MESSAGE })
      .int(REQUEST_HOURS_MESSAGE)
      .min(REQUEST_RESPONSE_HOURS.min, REQUEST_HOURS_MESSAGE)
      .max(REQUEST_RESPONSE_HOURS.max, REQUEST_HOURS_MESSAGE)
      .default(REQUEST_RESPONSE_HOURS.default),
  })
  .refine((rules) => rules.maxNights === null || rules.minNights <= rules.maxNights, {
    message: 'The minimum stay cannot be longer than the maximum',
    path: ['minNights'],
  }) satisfies z.ZodType<StayRules, unknown>;
export type StayRulesBody = z.output<typeof stayRulesBodySchema>;

/** POST /holidaze/venues/:id/blocks: nights the host closes, with a note only the host sees. */
export const blockCreateBodySchema = range(
  z.object({
    dateFrom: calendarDateInput,
    dateTo: calendarDateInput,
    note: z.string().trim().max(CALENDAR_LIMITS.blockNoteLength).nullable().optional(),
  }),
).refine((block) => daysBetween(block.dateFrom, block.dateTo) <= CALENDAR_LIMITS.blockNights, {
  message: `A block covers at most ${CALENDAR_LIMITS.blockNights} nights`,
  path: ['dateTo'],
});
export type BlockCreateBody = z.output<typeof blockCreateBodySchema>;

/** GET /holidaze/venues/:id/calendar?month=YYYY-MM */
export const calendarQuerySchema = z.object({
  month: z
    .string({ error: MESSAGES.dateInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Must be a month as YYYY-MM' }),
});

/** POST /holidaze/venues/:id/ical-feeds: a calendar of another channel to import. */
export const icalFeedBodySchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'Must be an http(s) URL of an iCalendar feed' })
    .max(
      CALENDAR_LIMITS.feedUrlLength,
      `A feed URL has at most ${CALENDAR_LIMITS.feedUrlLength} characters`,
    ),
});
