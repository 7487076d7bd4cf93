import { DEFAULT_SEARCH_FILTERS } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { browseStateFromParams, paramsFromBrowseState, readBrowseParams } from './search-params';

const TODAY = '2026-11-01';

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
    expect(browseStateFromParams(params, TODAY)).toEqual(state);
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

  it('leaves out, and says why, dates no venue page would book: a past check-in, too long a stay', () => {
    const past = readBrowseParams(
      new URLSearchParams('q=Bergen&dateFrom=2024-01-01&dateTo=2024-01-03'),
      TODAY,
    );
    expect(past.state.filters).toMatchObject({ query: 'Bergen', dateFrom: '', dateTo: '' });
    expect(past.note).toBe(
      'The check-in date in the link (Mon, 01 Jan 2024) has passed, so the dates were left out.',
    );
    const lone = readBrowseParams(new URLSearchParams('q=Bergen&dateFrom=2024-01-01'), TODAY);
    expect(lone.note).toContain('has passed');

    // Ten years (3,653 nights).
    const decade = readBrowseParams(
      new URLSearchParams('dateFrom=2026-12-01&dateTo=2036-12-01'),
      TODAY,
    );
    expect(decade.state.filters.dateFrom).toBe('');
    expect(decade.note).toBe(
      'Maximum stay is 90 nights, so the dates in the link (Tue, 01 Dec 2026 – Mon, 01 Dec 2036) were left out.',
    );

    const fine = readBrowseParams(
      new URLSearchParams('dateFrom=2026-11-01&dateTo=2027-01-30'),
      TODAY,
    );
    expect(fine.note).toBeNull();
    expect(fine.state.filters.dateTo).toBe('2027-01-30');
  });
});

describe("the map's box in the URL", () => {
  it('round-trips a box, one over the antimeridian too', () => {
    for (const bbox of ['4.5,57.8,31.2,71.2', '170,-25,-170,-10']) {
      const state = browseStateFromParams(new URLSearchParams({ bbox }));
      expect(paramsFromBrowseState(state)).toEqual({ bbox });
    }
  });

  it('leaves out a box the API would refuse, so the list shows every result', () => {
    for (const bbox of ['1,2,3', '5,61,6,60', '200,0,10,10']) {
      expect(browseStateFromParams(new URLSearchParams({ bbox })).box).toBeUndefined();
    }
  });
});
