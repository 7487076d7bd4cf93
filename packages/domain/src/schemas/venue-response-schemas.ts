import { z } from 'zod';
import type { ProfileCore, Venue } from '../api-types';
import { BOOKING_STATES } from '../booking-requests';
import { LOCALES } from '../locale';
import { bookingResponseSchema } from './booking-response-schema';
import { priceQuoteSchema } from './pricing-response-schemas';
import { reviewSummarySchema } from './review-schemas';
import { venueMetaSchema } from './venue-body-schemas';

/** The contract's shapes (api-contract "Shapes", api-types.ts) as response schemas. */
export const mediaResponseSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  placeholder: z.string().optional(),
});

export const profileCoreSchema = z.object({
  name: z.string(),
  email: z.string(),
  bio: z.string().nullable(),
  avatar: mediaResponseSchema,
  banner: mediaResponseSchema,
}) satisfies z.ZodType<ProfileCore>;

export const venueBookingSchema = z.object({
  id: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  guests: z.number().int(),
  created: z.string(),
  updated: z.string(),
  status: z.enum(BOOKING_STATES).optional(),
  reference: z.string().optional(),
  customer: profileCoreSchema.optional(),
  totalOre: z.number().int().nullable().optional(),
  quote: priceQuoteSchema.nullable().optional(),
});

export const venueResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  media: z.array(mediaResponseSchema),
  price: z.number(),
  maxGuests: z.number().int(),
  rating: z.number(),
  created: z.string(),
  updated: z.string(),
  meta: venueMetaSchema,
  location: z.object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    country: z.string().nullable(),
    continent: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
  owner: profileCoreSchema.optional(),
  bookings: z.array(venueBookingSchema).optional(),
  isUnavailable: z.boolean().optional(),
  stayTotalOre: z.number().int().optional(),
  bookingMode: z.enum(['instant', 'request']).optional(),
  reviewSummary: reviewSummarySchema.nullable().optional(),
  descriptionLanguage: z.enum(LOCALES).nullable().optional(),
  descriptionTranslation: z.string().nullable().optional(),
  _count: z.object({ bookings: z.number().int() }),
}) satisfies z.ZodType<Venue>;

export const profileResponseSchema = profileCoreSchema.extend({
  venueManager: z.boolean(),
  /** Only on one's own profile: the language one's mails and calendar feed are written in. */
  language: z.enum(LOCALES).optional(),
  venues: z.array(venueResponseSchema).optional(),
  /** The bookings endpoints' shape; typed as loosely as `Profile` (api-types.ts) declares them. */
  bookings: z
    .array(
      bookingResponseSchema.partial({
        reference: true,
        status: true,
        cancelledAt: true,
        cancellationReason: true,
        expiresAt: true,
        hostMessage: true,
        quote: true,
        totalOre: true,
        cancellationPolicy: true,
        refundOre: true,
        paymentPreference: true,
      }),
    )
    .optional(),
  _count: z.object({ venues: z.number().int(), bookings: z.number().int() }),
});
