import { z } from 'zod';
import { MAX_MEDIA } from '../defaults';
import { LOCALES } from '../locale';
import { RATING_MAX, RATING_MIN, RATING_STEP } from '../rating';
import { MESSAGES, REQUIRED_FIELD_MESSAGES, requiredOr } from './messages';
import { mediaSchema } from './media-schema';

export const VENUE_NAME_MAX = 200;
export const VENUE_DESCRIPTION_MAX = 5000;
export const PRICE_MAX = 10_000;
export const VENUE_MAX_GUESTS = 100;

const isRatingStep = (value: number) => Number.isInteger(value / RATING_STEP);

/** 0 to 5 in steps of 0.5 (the spec's star picker). */
export const ratingSchema = z
  .number({ error: MESSAGES.ratingRange })
  .min(RATING_MIN, MESSAGES.ratingRange)
  .max(RATING_MAX, MESSAGES.ratingRange)
  .refine(isRatingStep, MESSAGES.ratingStep);

export const priceSchema = z
  .number({ error: requiredOr(REQUIRED_FIELD_MESSAGES.price, MESSAGES.priceNumber) })
  .min(0, MESSAGES.priceNegative)
  .max(PRICE_MAX, MESSAGES.priceTooHigh);

export const maxGuestsSchema = z
  .number({ error: requiredOr(REQUIRED_FIELD_MESSAGES.maxGuests, MESSAGES.maxGuestsWhole) })
  .int(MESSAGES.maxGuestsWhole)
  .min(1, MESSAGES.maxGuestsTooLow)
  .max(VENUE_MAX_GUESTS, MESSAGES.maxGuestsTooHigh);

/** Noroff's messages: anything but a number (an empty string too) is "must be a number". */
export const latSchema = z
  .number({ error: MESSAGES.latNumber })
  .min(-90, MESSAGES.latRange)
  .max(90, MESSAGES.latRange);
export const lngSchema = z
  .number({ error: MESSAGES.lngNumber })
  .min(-180, MESSAGES.lngRange)
  .max(180, MESSAGES.lngRange);

const text = z.string().trim().max(200, MESSAGES.locationTextTooLong).nullable();
const LOCATION_TEXT = ['address', 'city', 'zip', 'country', 'continent'] as const;
const AMENITIES = ['wifi', 'parking', 'breakfast', 'pets'] as const;

/** A venue's name and description, as the API and the venue form both take them. */
export const venueNameSchema = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MESSAGES.nameRequired, abort: true })
  .max(VENUE_NAME_MAX, MESSAGES.venueNameTooLong);
export const venueDescriptionSchema = z
  .string({ error: MESSAGES.descriptionRequired })
  .trim()
  .min(1, { error: MESSAGES.descriptionRequired, abort: true })
  .max(VENUE_DESCRIPTION_MAX, MESSAGES.descriptionTooLong);
const media = z.array(mediaSchema).max(MAX_MEDIA, MESSAGES.tooManyImages);
/** The language the host wrote `description` in; null when not said (docs/api.md, "Venues"). */
const descriptionLanguage = z.enum(LOCALES, { error: MESSAGES.languageUnknown }).nullable();
/** The description in the other language, sized as `description`; blank is none (null). */
const descriptionTranslation = z
  .string()
  .trim()
  .max(VENUE_DESCRIPTION_MAX, MESSAGES.descriptionTooLong)
  .nullable()
  .transform((text) => text || null);

/**
 * A translation is in "the other language", so it needs the body to say which one the
 * description is in: otherwise a 400 on `descriptionTranslation`.
 */
const translationHasLanguage = (body: {
  descriptionLanguage?: string | null;
  descriptionTranslation?: string | null;
}) => !body.descriptionTranslation || Boolean(body.descriptionLanguage);
const TRANSLATION_NEEDS_LANGUAGE = {
  message: MESSAGES.translationNeedsLanguage,
  path: ['descriptionTranslation'],
};

const fieldsOf = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;

/** A venue's amenities, each on or off: as the form holds them and as a venue is answered. */
export const venueMetaSchema = z.object(fieldsOf(AMENITIES, z.boolean()));

/** POST /holidaze/venues. Absent meta flags are false and absent location fields null. */
export const venueCreateBodySchema = z
  .object({
    name: venueNameSchema,
    description: venueDescriptionSchema,
    media: media.optional(),
    price: priceSchema,
    maxGuests: maxGuestsSchema,
    rating: ratingSchema.default(0),
    meta: z.object(fieldsOf(AMENITIES, z.boolean().default(false))).prefault({}),
    location: z
      .object({
        ...fieldsOf(LOCATION_TEXT, text.default(null)),
        lat: latSchema.nullable().default(null),
        lng: lngSchema.nullable().default(null),
      })
      .prefault({}),
    descriptionLanguage: descriptionLanguage.optional(),
    descriptionTranslation: descriptionTranslation.optional(),
  })
  .refine(translationHasLanguage, TRANSLATION_NEEDS_LANGUAGE);
export type VenueCreateBody = z.output<typeof venueCreateBodySchema>;

/**
 * PUT /holidaze/venues/:id: every field optional, at least one; meta and location merge. A
 * translation comes with its language; `descriptionLanguage: null` also drops the translation
 * (venue-changes.ts on the server).
 */
export const venueUpdateBodySchema = z
  .object({
    name: venueNameSchema.optional(),
    description: venueDescriptionSchema.optional(),
    media: media.optional(),
    price: priceSchema.optional(),
    maxGuests: maxGuestsSchema.optional(),
    rating: ratingSchema.optional(),
    meta: z.object(fieldsOf(AMENITIES, z.boolean().optional())).optional(),
    location: z
      .object({
        ...fieldsOf(LOCATION_TEXT, text.optional()),
        lat: latSchema.nullable().optional(),
        lng: lngSchema.nullable().optional(),
      })
      .optional(),
    descriptionLanguage: descriptionLanguage.optional(),
    descriptionTranslation: descriptionTranslation.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: MESSAGES.atLeastOneVenueField,
  })
  .refine(translationHasLanguage, TRANSLATION_NEEDS_LANGUAGE);
export type VenueUpdateBody = z.output<typeof venueUpdateBodySchema>;
