import { z } from 'zod';
import { daysBetween } from '../calendar-date';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY } from '../cancellation-policy';
import type { VenuePricing } from '../price-quote';
import { DEFAULT_STAY_LIMITS, maximumStayMessage } from '../stay-limits';
import { calendarDateInput } from './booking-schemas';
import { END_AFTER_START, GUESTS_WHOLE } from './range-messages';
import { PRICE_MAX } from './venue-body-schemas';

/** The most price seasons one venue may list. */
export const PRICE_SEASONS_MAX = 24;

const amount = (what: string) =>
  z
    .number({ error: `${what} must be a number from 0 to ${PRICE_MAX}` })
    .min(0, `${what} must be a number from 0 to ${PRICE_MAX}`)
    .max(PRICE_MAX, `${what} must be a number from 0 to ${PRICE_MAX}`);
/** A price a night costs (weekend, season): at least NOK 1, a night is never free by a slip. */
const nightPrice = (what: string) =>
  z
    .number({ error: `${what} must be a number from 1 to ${PRICE_MAX}` })
    .min(1, `${what} must be a number from 1 to ${PRICE_MAX}`)
    .max(PRICE_MAX, `${what} must be a number from 1 to ${PRICE_MAX}`);
const percent = (what: string) =>
  z
    .number({ error: `${what} must be a whole number from 0 to 90` })
    .int(`${what} must be a whole number from 0 to 90`)
    .min(0, `${what} must be a whole number from 0 to 90`)
    .max(90, `${what} must be a whole number from 0 to 90`)
    .nullable()
    .default(null);

const priceSeason = z
  .object({
    dateFrom: calendarDateInput,
    dateTo: calendarDateInput,
    price: nightPrice('A season price'),
    label: z.string().trim().max(40).nullable().optional(),
  })
  .refine((season) => season.dateTo > season.dateFrom, {
    message: END_AFTER_START,
    path: ['dateTo'],
  });

const seasonsOverlap = (seasons: { dateFrom: string; dateTo: string }[]) =>
  [...seasons]
    .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom))
    .some((season, index, sorted) => index > 0 && season.dateFrom < sorted[index - 1]!.dateTo);

/**
 * PUT /holidaze/venues/:id/pricing: everything beyond the nightly price (the venue's `price`,
 * edited with the venue). What is left out resets to none.
 */
export const venuePricingBodySchema = z
  .object({
    weekendPrice: nightPrice('The weekend price').nullable().default(null),
    seasons: z.array(priceSeason).max(PRICE_SEASONS_MAX).default([]),
    cleaningFee: amount('The cleaning fee').nullable().default(null),
    extraGuestFee: amount('The extra-guest fee').nullable().default(null),
    extraGuestsFrom: z
      .number({ error: 'Guests included must be a whole number from 1 to 100' })
      .int()
      .min(1)
      .max(100)
      .nullable()
      .default(null),
    weeklyDiscountPercent: percent('The weekly discount'),
    monthlyDiscountPercent: percent('The monthly discount'),
    cancellationPolicy: z
      .enum(CANCELLATION_POLICIES, {
        error: `cancellationPolicy must be one of ${CANCELLATION_POLICIES.join(', ')}`,
      })
      .default(DEFAULT_CANCELLATION_POLICY),
  })
  .refine((body) => (body.extraGuestFee === null) === (body.extraGuestsFrom === null), {
    message:
      'An extra-guest fee needs the number of guests it starts above, and the other way round',
    path: ['extraGuestsFrom'],
  })
  .refine((body) => !seasonsOverlap(body.seasons), {
    message: 'Price seasons must not overlap',
    path: ['seasons'],
  }) satisfies z.ZodType<Omit<VenuePricing, 'price'>, unknown>;

/** GET /holidaze/venues/:id/quote?dateFrom&dateTo&guests. */
export const quoteQuerySchema = z
  .object({
    dateFrom: calendarDateInput,
    dateTo: calendarDateInput,
    guests: z.coerce
      .number({ error: GUESTS_WHOLE })
      .int(GUESTS_WHOLE)
      .min(1, GUESTS_WHOLE)
      .max(100, 'Guests must be at most 100'),
  })
  .refine((query) => query.dateTo > query.dateFrom, {
    message: END_AFTER_START,
    path: ['dateTo'],
  })
  .refine((query) => daysBetween(query.dateFrom, query.dateTo) <= DEFAULT_STAY_LIMITS.maxNights, {
    message: maximumStayMessage(DEFAULT_STAY_LIMITS.maxNights),
    path: ['dateTo'],
  });
