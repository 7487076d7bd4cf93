import { DEFAULT_SEARCH_FILTERS } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { browseStateFromParams, paramsFromBrowseState } from './search-params';

describe('browse state in the URL', () => {
  it('reads the defaults from an empty query', () => {
    expect(browseStateFromParams(new URLSearchParams())).toEqual({
      filters: DEFAULT_SEARCH_FILTERS,
      sort: 'newest',
      page: 1,
    });
  });

  it('round-trips every filter, the sort and the page', () => {
    const state = {
      filters: {
        query: 'Oslo',
        guests: 4,
        dateFrom: '2026-12-01',
        dateTo: '2026-12-04',
        amenities: { wifi: true, parking: false, breakfast: true, pets: false },
      },
      sort: 'price-asc' as const,
      page: 3,
    };
    const params = new URLSearchParams(paramsFromBrowseState(state));
    expect(params.toString()).toBe(
      'q=Oslo&guests=4&dateFrom=2026-12-01&dateTo=2026-12-04&wifi=true&breakfast=true&sort=price-asc&page=3',
    );
    expect(browseStateFromParams(params)).toEqual(state);
  });

  it('ignores what it cannot trust: bad dates, a lone date, unknown sorts, bad numbers', () => {
    const state = browseStateFromParams(
      new URLSearchParams('dateFrom=2026-02-30&dateTo=2026-03-02&sort=cheapest&page=-2&guests=abc'),
    );
    expect(state.filters.dateFrom).toBe('');
    expect(state.filters.dateTo).toBe('');
    expect(state.sort).toBe('newest');
    expect(state.page).toBe(1);
    expect(state.filters.guests).toBe(2);
  });

  it('drops a range that ends before it starts', () => {
    const state = browseStateFromParams(
      new URLSearchParams('dateFrom=2026-12-05&dateTo=2026-12-05'),
    );
    expect(state.filters.dateFrom).toBe('');
  });
});
