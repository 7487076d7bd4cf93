import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingListQuerySchema,
  listQuerySchema,
  loginQuerySchema,
  makeSortSchema,
  mapQuerySchema,
  nameParamSchema,
  profileSearchQuerySchema,
  searchQuerySchema,
  uuidParamSchema,
  venueListQuerySchema,
} from './query-schemas';
import { dataOf, issuesOf, messagesAt } from './test-support';
import { MAP_ZOOM_MESSAGE } from './map-schemas';
import { BBOX_MESSAGES } from '../map-area';

describe('listQuerySchema (api-contract conventions)', () => {
  it('defaults to page 1, limit 100, newest first', () => {
    expect(dataOf(listQuerySchema.safeParse({}))).toEqual({
      page: 1,
      limit: 100,
      sortOrder: 'desc',
    });
  });

  it('turns query strings into integers', () => {
    expect(dataOf(listQuerySchema.safeParse({ page: '3', limit: '12', sortOrder: 'asc' }))).toEqual(
      {
        page: 3,
        limit: 12,
        sortOrder: 'asc',
      },
    );
    expect(dataOf(listQuerySchema.safeParse({ page: 2, limit: 100 }))).toMatchObject({
      page: 2,
      limit: 100,
    });
  });

  it('reads any positive integer page, as text or number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (page) => {
        expect(dataOf(listQuerySchema.safeParse({ page: String(page) })).page).toBe(page);
        expect(dataOf(listQuerySchema.safeParse({ page })).page).toBe(page);
      }),
    );
  });

  it('refuses a page that is not a positive integer', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', '1e3', ['1', '2'], 0, 2.5]) {
      expect(issuesOf(listQuerySchema.safeParse({ page })), JSON.stringify(page)).toEqual([
        [['page'], 'Page must be a positive integer'],
      ]);
    }
  });

  it.each(['0', '101', 'ten'])('refuses limit %j', (limit) => {
    expect(issuesOf(listQuerySchema.safeParse({ limit }))).toEqual([
      [['limit'], 'Limit must be an integer between 1 and 100'],
    ]);
  });

  it('refuses another sortOrder', () => {
    expect(issuesOf(listQuerySchema.safeParse({ sortOrder: 'up' }))).toEqual([
      [['sortOrder'], "sortOrder must be 'asc' or 'desc'"],
    ]);
  });
});

describe('makeSortSchema', () => {
  it('allows the given fields and names them when refusing another', () => {
    const sort = makeSortSchema(['name', 'created']);
    expect(dataOf(sort.safeParse('created'))).toBe('created');
    expect(dataOf(sort.safeParse(undefined))).toBeUndefined();
    expect(issuesOf(sort.safeParse('password'))).toEqual([
      [[], 'sort must be one of: name, created'],
    ]);
  });
});

describe('venueListQuerySchema (api-contract V1)', () => {
  it('reads every filter from query strings', () => {
    const query = {
      q: ' Bergen ',
      guests: '4',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-04T00:00:00.000Z',
      available: 'true',
      wifi: 'true',
      parking: 'false',
      breakfast: '1',
      _owner: 'true',
      _bookings: 'TRUE',
      sort: 'bookings',
      page: '2',
      limit: '12',
    };
    expect(dataOf(venueListQuerySchema.safeParse(query))).toEqual({
      q: 'Bergen',
      guests: 4,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-04',
      available: true,
      wifi: true,
      parking: false,
      breakfast: false,
      pets: false,
      _owner: true,
      _bookings: false,
      sort: 'bookings',
      sortOrder: 'desc',
      page: 2,
      limit: 12,
    });
  });

  it('refuses an unknown sort field with the allowed list', () => {
    expect(issuesOf(venueListQuerySchema.safeParse({ sort: 'owner' }))).toEqual([
      [['sort'], 'sort must be one of: name, price, rating, created, updated, maxGuests, bookings'],
    ]);
  });

  it('needs both dates or neither, and a stay of at least one night', () => {
    expect(issuesOf(venueListQuerySchema.safeParse({ dateFrom: '2026-03-01' }))).toEqual([
      [['dateTo'], 'dateFrom and dateTo must be given together'],
    ]);
    expect(
      issuesOf(venueListQuerySchema.safeParse({ dateFrom: '2026-03-01', dateTo: '2026-03-01' })),
    ).toEqual([[['dateTo'], 'Minimum stay 1 night']]);
    expect(
      messagesAt(
        venueListQuerySchema.safeParse({ dateFrom: 'x', dateTo: '2026-03-01' }),
        'dateFrom',
      ),
    ).toEqual(['Must be a valid date (YYYY-MM-DD or an ISO date-time)']);
  });

  it('refuses guests that are not a positive integer', () => {
    expect(issuesOf(venueListQuerySchema.safeParse({ guests: '0' }))).toEqual([
      [['guests'], 'Guests must be a whole number of at least 1'],
    ]);
  });

  it('lets a blank q through (blank is ignored) but not a very long one', () => {
    expect(dataOf(venueListQuerySchema.safeParse({ q: '   ' })).q).toBe('');
    expect(messagesAt(venueListQuerySchema.safeParse({ q: 'x'.repeat(201) }), 'q')).toEqual([
      'Query cannot be greater than 200 characters',
    ]);
  });
});

describe('searchQuerySchema (api-contract V2)', () => {
  it('requires a non-empty q', () => {
    expect(issuesOf(searchQuerySchema.safeParse({}))).toEqual([[['q'], 'Query is required']]);
    expect(issuesOf(searchQuerySchema.safeParse({ q: '  ' }))).toEqual([
      [['q'], 'Query cannot be empty'],
    ]);
    expect(dataOf(searchQuerySchema.safeParse({ q: 'oslo', wifi: 'true' }))).toMatchObject({
      q: 'oslo',
      wifi: true,
    });
  });

  it('is used for profile search too', () => {
    expect(issuesOf(profileSearchQuerySchema.safeParse({ q: '' }))).toEqual([
      [['q'], 'Query cannot be empty'],
    ]);
  });
});

describe('bookingListQuerySchema', () => {
  it('has its own flags and sort fields', () => {
    expect(
      dataOf(bookingListQuerySchema.safeParse({ _customer: 'true', sort: 'dateFrom' })),
    ).toMatchObject({
      _customer: true,
      _venue: false,
      sort: 'dateFrom',
    });
    expect(bookingListQuerySchema.safeParse({ sort: 'price' }).success).toBe(false);
  });
});

describe('route parameters', () => {
  it("refuses a malformed id with 'Invalid uuid'", () => {
    expect(
      dataOf(uuidParamSchema.safeParse({ id: '6F1C1A55-1F44-4C9A-9F5E-0D7F1C2A3B4C' })),
    ).toBeDefined();
    for (const id of ['42', 'not-a-uuid', '6f1c1a55-1f44-4c9a-9f5e-0d7f1c2a3b4', "1' OR 1=1"]) {
      expect(issuesOf(uuidParamSchema.safeParse({ id }))).toEqual([[['id'], 'Invalid uuid']]);
    }
  });

  it('takes a profile name of 1 to 20 characters', () => {
    expect(nameParamSchema.safeParse({ name: 'ola_nordmann' }).success).toBe(true);
    expect(nameParamSchema.safeParse({ name: 'x'.repeat(21) }).success).toBe(false);
  });

  it('reads a flag as true only for the string "true"', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.boolean(), fc.integer()), (value) => {
        const { _holidaze } = dataOf(loginQuerySchema.safeParse({ _holidaze: value }));
        return _holidaze === (value === 'true');
      }),
    );
  });

  it('reads the login flag', () => {
    expect(dataOf(loginQuerySchema.safeParse({ _holidaze: 'true' }))).toEqual({ _holidaze: true });
    expect(dataOf(loginQuerySchema.safeParse({}))).toEqual({ _holidaze: false });
  });
});

describe('the map box on the venue search', () => {
  it('reads bbox into a box on the list, the search and the map', () => {
    const box = { west: 170, south: -25, east: -170, north: -10 };
    expect(dataOf(venueListQuerySchema.safeParse({ bbox: '170,-25,-170,-10' })).bbox).toEqual(box);
    expect(dataOf(searchQuerySchema.safeParse({ q: 'x', bbox: '170,-25,-170,-10' })).bbox).toEqual(
      box,
    );
    expect(dataOf(mapQuerySchema.safeParse({ bbox: '5,60,6,61', zoom: '12' }))).toMatchObject({
      bbox: { west: 5, south: 60, east: 6, north: 61 },
      zoom: 12,
    });
  });

  it('says what is wrong with a malformed box or zoom', () => {
    expect(issuesOf(venueListQuerySchema.safeParse({ bbox: '5,60,6' }))).toEqual([
      [['bbox'], BBOX_MESSAGES.shape],
    ]);
    expect(issuesOf(venueListQuerySchema.safeParse({ bbox: ['5,60,6,61', '5,60,6,61'] }))).toEqual([
      [['bbox'], BBOX_MESSAGES.shape],
    ]);
    expect(issuesOf(mapQuerySchema.safeParse({ bbox: '5,61,6,60', zoom: '21' }))).toEqual([
      [['bbox'], BBOX_MESSAGES.order],
      [['zoom'], MAP_ZOOM_MESSAGE],
    ]);
    expect(issuesOf(mapQuerySchema.safeParse({}))).toEqual([
      [['bbox'], BBOX_MESSAGES.shape],
      [['zoom'], MAP_ZOOM_MESSAGE],
    ]);
  });
});
