import { z } from 'zod';
import { MESSAGES } from './messages';
import { calendarDateInput } from './booking-schemas';

/** Boolean query flags are true only for the string 'true' (api-contract conventions). */
export const flag = z
  .unknown()
  .optional()
  .transform((value) => value === 'true');

function positiveInteger(message: string) {
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message));
}

export const listQuerySchema = z.object({
  page: positiveInteger(MESSAGES.pagePositive).optional().default(1),
  limit: positiveInteger(MESSAGES.limitRange)
    .pipe(z.number().max(100, MESSAGES.limitRange))
    .optional()
    .default(100),
  sortOrder: z.enum(['asc', 'desc'], { error: MESSAGES.sortOrder }).optional().default('desc'),
});

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

const venueListFields = listQuerySchema.extend({
  sort: makeSortSchema(VENUE_SORT_FIELDS),
  _owner: flag,
  _bookings: flag,
  q: z.string().trim().max(200).optional(),
  guests: positiveInteger(MESSAGES.guestsQuery).optional(),
  dateFrom: calendarDateInput.optional(),
  dateTo: calendarDateInput.optional(),
  available: flag,
  wifi: flag,
  parking: flag,
  breakfast: flag,
  pets: flag,
});

const datesTogether = (query: { dateFrom?: string; dateTo?: string }) =>
  (query.dateFrom === undefined) === (query.dateTo === undefined);
const datesOrdered = (query: { dateFrom?: string; dateTo?: string }) =>
  !query.dateFrom || !query.dateTo || query.dateTo > query.dateFrom;

/** GET /holidaze/venues with the search filters (api-contract V1). */
export const venueListQuerySchema = venueListFields
  .refine(datesTogether, { message: MESSAGES.datesTogether, path: ['dateTo'] })
  .refine(datesOrdered, { message: MESSAGES.minimumStay, path: ['dateTo'] });
export type VenueListQuery = z.output<typeof venueListQuerySchema>;

/** GET /holidaze/venues/search?q= (api-contract V2). */
export const searchQuerySchema = venueListFields
  .extend({
    q: z.string({ error: MESSAGES.queryRequired }).trim().min(1, MESSAGES.queryEmpty).max(200),
  })
  .refine(datesTogether, { message: MESSAGES.datesTogether, path: ['dateTo'] })
  .refine(datesOrdered, { message: MESSAGES.minimumStay, path: ['dateTo'] });

export const bookingListQuerySchema = listQuerySchema.extend({
  sort: makeSortSchema(BOOKING_SORT_FIELDS),
  _customer: flag,
  _venue: flag,
});

export const profileListQuerySchema = listQuerySchema.extend({
  sort: makeSortSchema(PROFILE_SORT_FIELDS),
  _venues: flag,
  _bookings: flag,
});

export const profileSearchQuerySchema = profileListQuerySchema.extend({
  q: z.string({ error: MESSAGES.queryRequired }).trim().min(1, MESSAGES.queryEmpty).max(200),
});

export const uuidParamSchema = z.object({ id: z.uuid({ error: MESSAGES.invalidUuid }) });
export const nameParamSchema = z.object({ name: z.string().min(1).max(20) });
export const loginQuerySchema = z.object({ _holidaze: flag });
