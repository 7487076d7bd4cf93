import { describe, expect, it } from 'vitest';
import { NO_AMENITIES, sortVenues, type SearchableVenue, type SortKey } from './venue-search';

function venue(id: string, fields: Partial<SearchableVenue>): SearchableVenue {
  return {
    id,
    name: id,
    description: '',
    price: 1000,
    rating: 0,
    maxGuests: 2,
    created: '2026-01-01T00:00:00.000Z',
    meta: NO_AMENITIES,
    location: {},
    ...fields,
  };
}

const ids = (key: SortKey, venues: readonly SearchableVenue[]) =>
  sortVenues(venues, key).map((v) => v.id);

describe('sortVenues', () => {
  const venues = [
    venue('b', { price: 500, rating: 4.5, created: '2026-03-01T10:00:00.000Z' }),
    venue('d', { price: 2000, rating: 3, created: '2026-01-15T08:00:00.000Z' }),
    venue('a', { price: 500, rating: 5, created: '2026-03-01T10:00:00.000Z' }),
    venue('c', { price: 1200, rating: 4.5, created: '2025-12-24T18:30:00.000Z' }),
  ];

  it('puts the newest first, ties by id descending', () => {
    expect(ids('newest', venues)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('orders creation times by instant, not by how they are written', () => {
    const written = [
      venue('utc', { created: '2026-01-01T09:00:00Z' }),
      venue('oslo', { created: '2026-01-01T10:00:00.000+02:00' }),
      venue('millis', { created: '2026-01-01T08:30:00.000Z' }),
    ];
    expect(ids('newest', written)).toEqual(['utc', 'millis', 'oslo']);
  });

  it('sorts by price ascending, ties by id ascending', () => {
    expect(ids('price-asc', venues)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by price descending, ties by id descending', () => {
    expect(ids('price-desc', venues)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('sorts by the guests’ rating descending, ties by id descending, unreviewed last', () => {
    const reviewed = (rating: number) => ({
      count: 2,
      rating,
      cleanliness: rating,
      accuracy: rating,
      location: rating,
      value: rating,
    });
    const rated = [
      venue('b', { rating: 5, reviewSummary: reviewed(4.5) }),
      venue('n', { rating: 5 }),
      venue('d', { rating: 5, reviewSummary: reviewed(3) }),
      venue('m', { rating: 0 }),
      venue('a', { rating: 1, reviewSummary: reviewed(5) }),
      venue('c', { rating: 0, reviewSummary: reviewed(4.5) }),
    ];
    expect(ids('rating-desc', rated)).toEqual(['a', 'c', 'b', 'd', 'n', 'm']);
  });

  it('sorts the most booked first, counting _count or else the bookings listed', () => {
    const popular = [
      venue('x', { _count: { bookings: 3 } }),
      venue('y', {
        bookings: [
          { dateFrom: '2026-01-01', dateTo: '2026-01-02' },
          { dateFrom: '2026-01-03', dateTo: '2026-01-04' },
        ],
      }),
      venue('z', {}),
      venue('w', { _count: { bookings: 3 } }),
      venue('v', { _count: { bookings: 0 }, bookings: [{ dateFrom: 'x', dateTo: 'y' }] }),
    ];
    expect(ids('popular', popular)).toEqual(['x', 'w', 'y', 'z', 'v']);
  });

  it('returns a new array and leaves the input alone', () => {
    const before = venues.map((v) => v.id);
    const sorted = sortVenues(venues, 'price-asc');
    expect(sorted).not.toBe(venues);
    expect(venues.map((v) => v.id)).toEqual(before);
  });

  it('gives the same order whatever the input order', () => {
    const reversed = [...venues].reverse();
    for (const key of ['newest', 'price-asc', 'price-desc', 'rating-desc'] as const) {
      expect(ids(key, reversed), key).toEqual(ids(key, venues));
    }
  });
});
