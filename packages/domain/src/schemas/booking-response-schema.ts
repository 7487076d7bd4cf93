import { z } from 'zod';
import { BOOKING_REFERENCE_PATTERN } from '../booking-reference';
import { BOOKING_STATES } from '../booking-requests';
import { CANCELLATION_POLICIES } from '../cancellation-policy';
import { PAYMENT_PREFERENCES } from '../payment-preference';

/**
 * What a booking response may carry (the API's response schema and its OpenAPI document; a
 * client can parse with it too). The embedded venue and customer are described by their own
 * endpoints: here only the fields that identify them are required.
 */
export const bookingResponseSchema = z.object({
  id: z.string(),
  reference: z.string().regex(BOOKING_REFERENCE_PATTERN),
  dateFrom: z.iso.datetime(),
  dateTo: z.iso.datetime(),
  guests: z.number().int(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
  status: z.enum(BOOKING_STATES),
  cancelledAt: z.iso.datetime().nullable(),
  cancellationReason: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  hostMessage: z.string().nullable(),
  quote: z.looseObject({ currency: z.literal('NOK'), totalOre: z.number().int() }).nullable(),
  totalOre: z.number().int().nullable(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES).nullable(),
  refundOre: z.number().int().nullable(),
  paymentPreference: z.enum(PAYMENT_PREFERENCES).nullable(),
  venue: z.looseObject({ id: z.string(), name: z.string() }).optional(),
  customer: z.looseObject({ name: z.string(), email: z.string() }).optional(),
});

/** The `meta` of every paged list response. */
export const listMetaSchema = z.object({
  isFirstPage: z.boolean(),
  isLastPage: z.boolean(),
  currentPage: z.number().int(),
  previousPage: z.number().int().nullable(),
  nextPage: z.number().int().nullable(),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});

export const bookingEnvelopeSchema = z.object({
  data: bookingResponseSchema,
  meta: z.object({}),
});

export const bookingListEnvelopeSchema = z.object({
  data: z.array(bookingResponseSchema),
  meta: listMetaSchema,
});
