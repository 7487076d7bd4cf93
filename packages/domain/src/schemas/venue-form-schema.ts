import { z } from 'zod';
import { MAX_MEDIA } from '../defaults';
import { LOCALES } from '../locale';
import { MESSAGES } from './messages';
import { mediaAltSchema, mediaUrlSchema } from './media-schema';
import {
  VENUE_DESCRIPTION_MAX,
  latSchema,
  lngSchema,
  maxGuestsSchema,
  priceSchema,
  ratingSchema,
  venueDescriptionSchema,
  venueMetaSchema,
  venueNameSchema,
} from './venue-body-schemas';

export const FREE_NIGHT_MESSAGE = 'A night must cost at least NOK 1';

/** Inputs give strings, `valueAsNumber` gives NaN for an empty box: both mean "no number". */
const toNumber = (value: number | string | null): number | null => {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : Number(trimmed);
};

const numberInput = z.union([z.number(), z.nan(), z.string()]).transform(toNumber);
const requiredNumber = numberInput.pipe(z.number({ error: MESSAGES.fieldRequired }));
const coordinate = z.union([z.number(), z.nan(), z.string(), z.null()]).transform(toNumber);

/** An empty location box is "not given" (null), as the API's location fields are. */
const locationText = z
  .string()
  .trim()
  .max(200, MESSAGES.locationTextTooLong)
  .transform((value) => (value === '' ? null : value));

/** A row of Add Images: left blank it is dropped; otherwise its URL must be valid. */
const mediaRow = z
  .object({ url: z.string().trim(), alt: mediaAltSchema })
  .superRefine((row, ctx) => {
    if (row.url === '' && row.alt === '') return;
    for (const issue of mediaUrlSchema.safeParse(row.url).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['url'] });
    }
  });

/**
 * The add / edit venue form (spec §2, §5); its output is the venue payload of spec §3, and ours
 * beside it: the language of the description and the description in the other language, sent
 * only once the host chose the language (docs/api.md, "Venues"), a blank one as none.
 */
export const venueFormSchema = z
  .object({
    name: venueNameSchema,
    description: venueDescriptionSchema,
    // The API takes 0 (docs/spec-deviations.md); the form refuses a free night typed by a slip.
    price: requiredNumber
      .pipe(priceSchema)
      .refine((price) => price < 0 || price >= 1, FREE_NIGHT_MESSAGE),
    maxGuests: requiredNumber.pipe(maxGuestsSchema),
    rating: numberInput.transform((value) => value ?? 0).pipe(ratingSchema),
    meta: venueMetaSchema,
    location: z.object({
      address: locationText,
      city: locationText,
      zip: locationText,
      country: locationText,
      continent: locationText,
      lat: coordinate.pipe(latSchema.nullable()),
      lng: coordinate.pipe(lngSchema.nullable()),
    }),
    media: z
      .array(mediaRow)
      .transform((rows) => rows.filter((row) => row.url !== ''))
      .refine((rows) => rows.length <= MAX_MEDIA, MESSAGES.tooManyImages),
    descriptionLanguage: z.enum(['', ...LOCALES]).optional(),
    descriptionTranslation: z
      .string()
      .trim()
      .max(VENUE_DESCRIPTION_MAX, MESSAGES.descriptionTooLong)
      .optional(),
  })
  .transform(({ descriptionLanguage, descriptionTranslation, ...venue }) =>
    descriptionLanguage
      ? { ...venue, descriptionLanguage, descriptionTranslation: descriptionTranslation || null }
      : venue,
  );

/** What the web form holds as the visitor types (numbers may still be text). */
export type VenueFormValues = z.input<typeof venueFormSchema>;
/** What the form submits: the body of POST / PUT /holidaze/venues. */
export type VenueFormPayload = z.output<typeof venueFormSchema>;
