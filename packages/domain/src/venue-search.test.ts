import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_FILTERS,
  DEFAULT_SORT_KEY,
  NO_AMENITIES,
  SORT_OPTIONS,
  filterVenues,
  isVenueUnavailable,
  matchesSearch,
  sortOptionFor,
  type SearchableVenue,
  type VenueSearchFilters,
} from './venue-search';

function venue(id: string, fields: Partial<SearchableVenue> = {}): SearchableVenue {
  return {
    id,
    name: `Venue ${id}`,
    description: 'A quiet place',
    price: 1000,
    rating: 3,
    maxGuests: 4,
    created: '2026-01-01T00:00:00.000Z',
    meta: NO_AMENITIES,
    location: { city: 'Oslo', country: 'Norway' },
    ...fields,
  };
}

const search = (fields: Partial<VenueSearchFilters>): VenueSearchFilters => ({
  ...DEFAULT_SEARCH_FILTERS,
  guests: 1,
  ...fields,
});
const ids = (venues: readonly SearchableVenue[]) => venues.map((v) => v.id);

describe('text query', () => {
  const venues = [
    venue('a', { name: 'Fjord Cabin' }),
    venue('b', { description: 'Close to the FJORD and the sea' }),
    venue('c', { location: { city: 'Bergen', country: 'Norway' } }),
    venue('d', { location: { city: null, country: 'Sweden' } }),
    venue('e', { location: {} }),
  ];

  it('matches name, description, city or country, case-insensitively and trimmed', () => {
    expect(ids(filterVenues(venues, search({ query: '  fjord ' })))).toEqual(['a', 'b']);
    expect(ids(filterVenues(venues, search({ query: 'berg' })))).toEqual(['c']);
    expect(ids(filterVenues(venues, search({ query: 'SWEDEN' })))).toEqual(['d']);
  });

  it('ignores a blank query and survives missing places', () => {
    expect(ids(filterVenues(venues, search({ query: '   ' })))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(filterVenues(venues, search({ query: 'nowhere' })))).toEqual([]);
  });
});

describe('guests', () => {
  const venues = [venue('a', { maxGuests: 1 }), venue('b', { maxGuests: 2 }), venue('c')];

  it('keeps venues that take at least that many guests', () => {
    expect(ids(filterVenues(venues, search({ guests: 2 })))).toEqual(['b', 'c']);
    expect(ids(filterVenues(venues, search({ guests: 5 })))).toEqual([]);
    expect(matchesSearch(venues[0]!, search({ guests: 1 }))).toBe(true);
  });
});

describe('amenities', () => {
  const venues = [
    venue('none'),
    venue('wifi', { meta: { ...NO_AMENITIES, wifi: true } }),
    venue('all', { meta: { wifi: true, parking: true, breakfast: true, pets: true } }),
    venue('pets', { meta: { ...NO_AMENITIES, pets: true, parking: true } }),
  ];
  const wanting = (amenities: Partial<typeof NO_AMENITIES>) =>
    search({ amenities: { ...NO_AMENITIES, ...amenities } });

  it('requires every selected amenity and ignores unselected ones', () => {
    expect(ids(filterVenues(venues, wanting({})))).toEqual(['none', 'wifi', 'all', 'pets']);
    expect(ids(filterVenues(venues, wanting({ wifi: true })))).toEqual(['wifi', 'all']);
    expect(ids(filterVenues(venues, wanting({ parking: true, pets: true })))).toEqual([
      'all',
      'pets',
    ]);
    expect(ids(filterVenues(venues, wanting({ breakfast: true, wifi: true })))).toEqual(['all']);
  });
});

describe('dates', () => {
  const booked = venue('booked', {
    bookings: [{ dateFrom: '2026-01-05T00:00:00.000Z', dateTo: '2026-01-08T00:00:00.000Z' }],
  });
  const free = venue('free', { bookings: [] });
  const unknown = venue('unknown');

  it('flags a venue unavailable when a booking shares a night', () => {
    const stay = search({ dateFrom: '2026-01-07', dateTo: '2026-01-09' });
    expect(filterVenues([booked, free, unknown], stay)).toEqual([
      { ...booked, isUnavailable: true },
      { ...free, isUnavailable: false },
      { ...unknown, isUnavailable: false },
    ]);
  });

  it('keeps a venue available for a stay touching a booking (half-open)', () => {
    expect(
      isVenueUnavailable(booked, search({ dateFrom: '2026-01-08', dateTo: '2026-01-10' })),
    ).toBe(false);
    expect(
      isVenueUnavailable(booked, search({ dateFrom: '2026-01-01', dateTo: '2026-01-05' })),
    ).toBe(false);
    expect(
      isVenueUnavailable(booked, search({ dateFrom: '2026-01-01', dateTo: '2026-01-06' })),
    ).toBe(true);
  });

  it('applies only when both dates are set, and then never drops a venue', () => {
    const onlyFrom = search({ dateFrom: '2026-01-06' });
    expect(isVenueUnavailable(booked, onlyFrom)).toBe(false);
    expect(filterVenues([booked], onlyFrom)[0]).not.toHaveProperty('isUnavailable');
    expect(filterVenues([booked], search({}))[0]).not.toHaveProperty('isUnavailable');
  });

  it('combines with the other filters', () => {
    const stay = search({ dateFrom: '2026-01-06', dateTo: '2026-01-07', guests: 3, query: 'oslo' });
    const small = venue('small', { maxGuests: 2 });
    expect(filterVenues([booked, small, free], stay).map((v) => [v.id, v.isUnavailable])).toEqual([
      ['booked', true],
      ['free', false],
    ]);
  });
});

describe('sort options', () => {
  it('carry the spec labels and their API sort fields, newest first by default', () => {
    expect(
      SORT_OPTIONS.map(({ key, label, sort, sortOrder }) => [key, label, sort, sortOrder]),
    ).toEqual([
      ['newest', 'Newest to Oldest', 'created', 'desc'],
      ['price-asc', 'Price: Low to High', 'price', 'asc'],
      ['price-desc', 'Price: High to Low', 'price', 'desc'],
      ['rating-desc', 'Rating: High to Low', 'rating', 'desc'],
      ['popular', 'Most Popular', 'bookings', 'desc'],
    ]);
    expect(sortOptionFor(DEFAULT_SORT_KEY).label).toBe('Newest to Oldest');
  });
});
