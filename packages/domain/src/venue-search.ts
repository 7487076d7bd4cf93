import type { CalendarDate } from './calendar-date';
import { DEFAULT_GUESTS } from './defaults';
import { staysOverlap } from './stay';
import { toCalendarDate } from './calendar-date';
import { shownRating, type ReviewSummary } from './rating';

/**
 * What the browse page's search means. The API's SQL search must return exactly this for the
 * same filters (a server test compares the two), so this file is the definition of both.
 */
export interface Amenities {
  wifi: boolean;
  parking: boolean;
  breakfast: boolean;
  pets: boolean;
}

export const AMENITY_KEYS = [
  'wifi',
  'parking',
  'breakfast',
  'pets',
] as const satisfies readonly (keyof Amenities)[];

export const NO_AMENITIES: Amenities = {
  wifi: false,
  parking: false,
  breakfast: false,
  pets: false,
};

export interface VenueSearchFilters {
  query: string;
  guests: number;
  dateFrom: CalendarDate | '';
  dateTo: CalendarDate | '';
  amenities: Amenities;
}

export const DEFAULT_SEARCH_FILTERS: VenueSearchFilters = {
  query: '',
  guests: DEFAULT_GUESTS,
  dateFrom: '',
  dateTo: '',
  amenities: NO_AMENITIES,
};

export type SortKey = 'newest' | 'price-asc' | 'price-desc' | 'rating-desc' | 'popular';
export type SortField = 'created' | 'price' | 'rating' | 'bookings';

export const SORT_OPTIONS = [
  { key: 'newest', label: 'Newest to Oldest', sort: 'created', sortOrder: 'desc' },
  { key: 'price-asc', label: 'Price: Low to High', sort: 'price', sortOrder: 'asc' },
  { key: 'price-desc', label: 'Price: High to Low', sort: 'price', sortOrder: 'desc' },
  { key: 'rating-desc', label: 'Rating: High to Low', sort: 'rating', sortOrder: 'desc' },
  { key: 'popular', label: 'Most Popular', sort: 'bookings', sortOrder: 'desc' },
] as const satisfies readonly {
  key: SortKey;
  label: string;
  sort: SortField;
  sortOrder: 'asc' | 'desc';
}[];

export const DEFAULT_SORT_KEY: SortKey = 'newest';

export interface SearchableVenue {
  id: string;
  name: string;
  description: string;
  price: number;
  rating: number;
  reviewSummary?: ReviewSummary | null;
  maxGuests: number;
  created: string;
  meta: Amenities;
  location: { city?: string | null; country?: string | null };
  bookings?: readonly { dateFrom: string; dateTo: string }[];
  _count?: { bookings: number };
}

function matchesText(venue: SearchableVenue, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [venue.name, venue.description, venue.location.city, venue.location.country].some(
    (field) => (field ?? '').toLowerCase().includes(needle),
  );
}

export function matchesSearch(venue: SearchableVenue, filters: VenueSearchFilters): boolean {
  return (
    matchesText(venue, filters.query) &&
    venue.maxGuests >= filters.guests &&
    AMENITY_KEYS.every((key) => !filters.amenities[key] || venue.meta[key])
  );
}

/** Only when both dates are set: whether any booking overlaps the stay (half-open). */
export function isVenueUnavailable(venue: SearchableVenue, filters: VenueSearchFilters): boolean {
  if (!filters.dateFrom || !filters.dateTo) return false;
  const stay = { dateFrom: filters.dateFrom, dateTo: filters.dateTo };
  return (venue.bookings ?? []).some((booking) =>
    staysOverlap(stay, {
      dateFrom: toCalendarDate(booking.dateFrom),
      dateTo: toCalendarDate(booking.dateTo),
    }),
  );
}

export function filterVenues<V extends SearchableVenue>(
  venues: readonly V[],
  filters: VenueSearchFilters,
): (V & { isUnavailable?: boolean })[] {
  const withDates = Boolean(filters.dateFrom && filters.dateTo);
  return venues
    .filter((venue) => matchesSearch(venue, filters))
    .map((venue) =>
      withDates ? { ...venue, isUnavailable: isVenueUnavailable(venue, filters) } : venue,
    );
}

function sortValue(venue: SearchableVenue, field: SortField): number | string | null {
  switch (field) {
    case 'created':
      // As the database orders timestamps: by instant, whatever the offset or precision written.
      return Date.parse(venue.created) || 0;
    case 'price':
      return venue.price;
    case 'rating':
      // The guests' reviews' average; null (sorted last either way) before the first review.
      return shownRating(venue);
    case 'bookings':
      return venue._count?.bookings ?? venue.bookings?.length ?? 0;
  }
}

export function sortOptionFor(key: SortKey) {
  return SORT_OPTIONS.find((option) => option.key === key) ?? SORT_OPTIONS[0];
}

/**
 * Sorted by the option's field; ties broken by id in the same direction. A venue without a value
 * (no reviews yet, for the rating) comes after every venue with one, in either direction.
 */
export function sortVenues<V extends SearchableVenue>(venues: readonly V[], key: SortKey): V[] {
  const { sort, sortOrder } = sortOptionFor(key);
  const direction = sortOrder === 'asc' ? 1 : -1;
  const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...venues].sort((a, b) => {
    const [x, y] = [sortValue(a, sort), sortValue(b, sort)];
    if ((x === null) !== (y === null)) return x === null ? 1 : -1;
    const byValue = x === null || y === null ? 0 : compare(x, y);
    return direction * (byValue || compare(a.id, b.id));
  });
}
