import { z } from 'zod';
import type { Venue } from '../api-types';
import { MAX_MEDIA } from '../defaults';
import { MESSAGES } from './messages';
import { mediaSchema } from './media-schema';
import { ratingSchema } from './venue-body-schemas';

/** A form field that must hold a number; inputs give strings, so '' and non-numbers are "required". */
const requiredNumber = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
  z.number({ error: MESSAGES.fieldRequired }),
);

const optionalCoordinate = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? null : Number(value)),
  z.number().nullable(),
);

const text = z.string().trim();

/** The add / edit venue form (spec §2, §5); its output is the venue payload of spec §3. */
export const venueFormSchema = z.object({
  name: text.min(1, MESSAGES.nameRequired),
  description: text.min(1, MESSAGES.descriptionRequired),
  price: requiredNumber.pipe(
    z.number().min(0, MESSAGES.priceNegative).max(10_000, MESSAGES.priceTooHigh),
  ),
  maxGuests: requiredNumber.pipe(
    z
      .number()
      .int(MESSAGES.maxGuestsTooLow)
      .min(1, MESSAGES.maxGuestsTooLow)
      .max(100, MESSAGES.maxGuestsTooHigh),
  ),
  rating: z.preprocess((value) => Number(value ?? 0), ratingSchema),
  meta: z.object({
    wifi: z.boolean(),
    parking: z.boolean(),
    breakfast: z.boolean(),
    pets: z.boolean(),
  }),
  location: z.object({
    address: text,
    city: text,
    zip: text,
    country: text,
    continent: text,
    lat: optionalCoordinate.pipe(
      z.number().min(-90, MESSAGES.latRange).max(90, MESSAGES.latRange).nullable(),
    ),
    lng: optionalCoordinate.pipe(
      z.number().min(-180, MESSAGES.lngRange).max(180, MESSAGES.lngRange).nullable(),
    ),
  }),
  // Rows left completely empty are dropped rather than reported.
  media: z.preprocess(
    (rows) =>
      Array.isArray(rows)
        ? rows.filter((row: { url?: string; alt?: string }) => row?.url?.trim() || row?.alt?.trim())
        : rows,
    z.array(mediaSchema).max(MAX_MEDIA, MESSAGES.tooManyImages),
  ),
});

export type VenueFormValues = {
  name: string;
  description: string;
  price: number | string;
  maxGuests: number | string;
  rating: number;
  meta: { wifi: boolean; parking: boolean; breakfast: boolean; pets: boolean };
  location: {
    address: string;
    city: string;
    zip: string;
    country: string;
    continent: string;
    lat: number | string | null;
    lng: number | string | null;
  };
  media: { url: string; alt: string }[];
};
export type VenueFormPayload = z.output<typeof venueFormSchema>;

export const venueFormDefaults: VenueFormValues = {
  name: '',
  description: '',
  price: '',
  maxGuests: '',
  rating: 0,
  meta: { wifi: false, parking: false, breakfast: false, pets: false },
  location: { address: '', city: '', zip: '', country: '', continent: '', lat: null, lng: null },
  media: [{ url: '', alt: '' }],
};

/** The edit form's prefill from a stored venue. */
export function venueToFormValues(venue: Venue): VenueFormValues {
  const location = venue.location;
  return {
    name: venue.name,
    description: venue.description,
    price: venue.price,
    maxGuests: venue.maxGuests,
    rating: venue.rating,
    meta: { ...venue.meta },
    location: {
      address: location.address ?? '',
      city: location.city ?? '',
      zip: location.zip ?? '',
      country: location.country ?? '',
      continent: location.continent ?? '',
      lat: location.lat,
      lng: location.lng,
    },
    media:
      venue.media.length > 0 ? venue.media.map((item) => ({ ...item })) : [{ url: '', alt: '' }],
  };
}
