import { z } from 'zod';
import { MAX_MEDIA } from '../defaults';
import { RATING_MAX, RATING_MIN, RATING_STEP } from '../rating';
import { MESSAGES, REQUIRED_FIELD_MESSAGES } from './messages';
import { mediaSchema } from './media-schema';

const isRatingStep = (value: number) => Number.isInteger(value / RATING_STEP);

export const ratingSchema = z
  .number()
  .min(RATING_MIN, MESSAGES.ratingRange)
  .max(RATING_MAX, MESSAGES.ratingRange)
  .refine(isRatingStep, MESSAGES.ratingStep);

const nullableText = z.string().trim().max(200).nullable();

/** Fields as a client may write them; no defaults, so an update only touches what it names. */
const venueFields = {
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(200),
  description: z
    .string({ error: MESSAGES.descriptionRequired })
    .trim()
    .min(1, MESSAGES.descriptionRequired)
    .max(5000),
  media: z.array(mediaSchema).max(MAX_MEDIA, MESSAGES.tooManyImages),
  price: z
    .number({ error: REQUIRED_FIELD_MESSAGES.price })
    .min(0, MESSAGES.priceNegative)
    .max(10_000, MESSAGES.priceTooHigh),
  maxGuests: z
    .number({ error: REQUIRED_FIELD_MESSAGES.maxGuests })
    .int(MESSAGES.maxGuestsTooLow)
    .min(1, MESSAGES.maxGuestsTooLow)
    .max(100, MESSAGES.maxGuestsTooHigh),
  rating: ratingSchema,
  meta: z.object({
    wifi: z.boolean().optional(),
    parking: z.boolean().optional(),
    breakfast: z.boolean().optional(),
    pets: z.boolean().optional(),
  }),
  location: z.object({
    address: nullableText.optional(),
    city: nullableText.optional(),
    zip: nullableText.optional(),
    country: nullableText.optional(),
    continent: nullableText.optional(),
    lat: z.number().min(-90, MESSAGES.latRange).max(90, MESSAGES.latRange).nullable().optional(),
    lng: z.number().min(-180, MESSAGES.lngRange).max(180, MESSAGES.lngRange).nullable().optional(),
  }),
};

/** POST /holidaze/venues. Unknown keys (owner, id, created, bookings) are dropped. */
export const venueCreateBodySchema = z.object({
  ...venueFields,
  media: venueFields.media.optional(),
  rating: ratingSchema.default(0),
  meta: venueFields.meta.default({}),
  location: venueFields.location.default({}),
});
export type VenueCreateBody = z.output<typeof venueCreateBodySchema>;

/** PUT /holidaze/venues/:id: every field optional, at least one; meta and location merge. */
export const venueUpdateBodySchema = z
  .object({
    name: venueFields.name.optional(),
    description: venueFields.description.optional(),
    media: venueFields.media.optional(),
    price: venueFields.price.optional(),
    maxGuests: venueFields.maxGuests.optional(),
    rating: ratingSchema.optional(),
    meta: venueFields.meta.optional(),
    location: venueFields.location.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: MESSAGES.atLeastOneVenueField,
  });
export type VenueUpdateBody = z.output<typeof venueUpdateBodySchema>;
