import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import { MESSAGES } from './messages';
import { calendarDateInput } from './booking-schemas';
import { mapBoxInput, mapZoomInput } from './map-schemas';

/** Boolean query flags are true only for the string 'true' (api-contract conventions). */
export const flag = z
  .unknown()
  .optional()
  .transform((value) => value === 'true');

/** A query integer ≥ 1: query values arrive as strings ('12'); a number is taken as it is. */
function positiveInteger(message: string) {
  const digits = z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message);
  return z
    .union([digits, z.number()], { error: message })
    .transform(Number)
    .pipe(z.number({ error: message }).int(message).min(1, message));
}

export const listQuerySchema = z.object({
  page: positiveInteger(MESSAGES.pagePositive).optional().default(1),
  limit: positiveInteger(MESSAGES.limitRange)
    .pipe(z.number().max(100, MESSAGES.limitRange))
    .optional()
    .default(100),
  sortOrder: z.enum(['asc', 'desc'], { error: MESSAGES.sortOrder }).optional().default('desc'),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** `sort` limited to the resource's fields; anything else is a 400 naming the allowed ones. */
export function makeSortSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  return z.enum(fields, { error: MESSAGES.sortField(fields) }).optional();
}

export const VENUE_SORT_FIELDS = [
  'name',
  'price',
  'rating',
  'created',
  'updated',
  'maxGuests',
  'bookings',
] as const;
export const BOOKING_SORT_FIELDS = ['dateFrom', 'dateTo', 'guests', 'created', 'updated'] as const;
export const PROFILE_SORT_FIELDS = ['name', 'email', 'created', 'updated'] as const;

const searchText = z.string().trim().max(200, MESSAGES.queryTooLong);
const requiredSearchText = z
  .string({ error: MESSAGES.queryRequired })
  .trim()
  .min(1, { error: MESSAGES.queryEmpty, abort: true })
  .max(200, MESSAGES.queryTooLong);

const venueListFields = listQuerySchema.extend({
  sort: makeSortSchema(VENUE_SORT_FIELDS),
  _owner: flag,
  _bookings: flag,
  q: searchText.optional(),
  guests: positiveInteger(MESSAGES.guestsQuery).optional(),
  dateFrom: calendarDateInput.optional(),
  dateTo: calendarDateInput.optional(),
  available: flag,
  wifi: flag,
  parking: flag,
  breakfast: flag,
  pets: flag,
  /** Ours: only venues inside the map's box (docs/api.md, "Map search"). */
  bbox: mapBoxInput.optional(),
});

interface DateFields {
  dateFrom?: unknown;
  dateTo?: unknown;
}
const datesTogether = (query: DateFields) =>
  (query.dateFrom === undefined) === (query.dateTo === undefined);
const datesOrdered = (query: DateFields) =>
  typeof query.dateFrom !== 'string' ||
  typeof query.dateTo !== 'string' ||
  !isCalendarDate(query.dateFrom) ||
  !isCalendarDate(query.dateTo) ||
  query.dateTo > query.dateFrom;

/** GET /holidaze/venues with the search filters (api-contract V1). */
export const venueListQuerySchema = venueListFields
  .refine(datesTogether, { message: MESSAGES.datesTogether, path: ['dateTo'] })
  .refine(datesOrdered, { message: MESSAGES.minimumStay, path: ['dateTo'] });
export type VenueListQuery = z.output<typeof venueListQuerySchema>;

/** GET /holidaze/venues/search?q= (api-contract V2). */
export const searchQuerySchema = venueListFields
  .extend({ q: requiredSearchText })
  .refine(datesTogether, { message: MESSAGES.datesTogether, path: ['dateTo'] })
  .refine(datesOrdered, { message: MESSAGES.minimumStay, path: ['dateTo'] });
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** GET /holidaze/venues/map: the list's filters, a box that must be there, and the map's zoom. */
export const mapQuerySchema = venueListFields
  .extend({ bbox: mapBoxInput, zoom: mapZoomInput })
  .refine(datesTogether, { message: MESSAGES.datesTogether, path: ['dateTo'] })
  .refine(datesOrdered, { message: MESSAGES.minimumStay, path: ['dateTo'] });
export type MapQuery = z.output<typeof mapQuerySchema>;

export const bookingListQuerySchema = listQuerySchema.extend({
  sort: makeSortSchema(BOOKING_SORT_FIELDS),
  _customer: flag,
  _venue: flag,
  /** Ours: also list the bookings their travellers cancelled (left out, as DELETE promises). */
  _cancelled: flag,
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

export const profileListQuerySchema = listQuerySchema.extend({
  sort: makeSortSchema(PROFILE_SORT_FIELDS),
  _venues: flag,
  _bookings: flag,
});
export type ProfileListQuery = z.output<typeof profileListQuerySchema>;

export const profileSearchQuerySchema = profileListQuerySchema.extend({ q: requiredSearchText });

/** Route parameters. Any 8-4-4-4-12 hex id is accepted, as the database's uuid type does. */
export const uuidParamSchema = z.object({ id: z.guid({ error: MESSAGES.invalidUuid }) });
export const nameParamSchema = z.object({
  name: z.string().min(1, MESSAGES.profileNameInvalid).max(20, MESSAGES.profileNameInvalid),
});
export const loginQuerySchema = z.object({ _holidaze: flag });

/**
 * A wishlist's page (GET /holidaze/wishlists/:id and a shared list): with dates, each venue says
 * whether it is free and the stay's total, as a dated search does (the same refinements).
 */
export const wishlistStayQuerySchema = venueListFields
  .pick({ dateFrom: true, dateTo: true, guests: true })
  .refine(datesTogether, { message: MESSAGES.datesTogether, path: ['dateTo'] })
  .refine(datesOrdered, { message: MESSAGES.minimumStay, path: ['dateTo'] });
export type WishlistStayQuery = z.output<typeof wishlistStayQuerySchema>;
