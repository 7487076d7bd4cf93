import {
  DEFAULT_SEARCH_FILTERS,
  SORT_OPTIONS,
  addDays,
  filterVenues,
  sortVenues,
  todayUtc,
  type Venue,
  type VenueSearchFilters,
} from '@holidaze/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { profileIdOf } from '../support/test-rows.js';
import { useTestApp } from './support/test-app.js';

const CITIES = ['Oslo', 'Bergen', 'Tromsø', 'Lisbon', 'Kyoto', 'Cusco'];
const WORDS = ['fjord', 'harbour', 'forest', 'lake', 'city', 'beach'];

/**
 * The browse search runs in SQL; the domain's filterVenues + sortVenues define what it must return.
 * Same data, same filters: same ids in the same order, same isUnavailable flags.
 */
describeEachEngine('venue search matches the domain definition', (engine) => {
  let all: Venue[];
  const today = todayUtc();

  const t = useTestApp(engine);
  beforeAll(async () => {
    const host = await t.createUser('search_host', { venueManager: true });
    const ownerId = await profileIdOf(t.db, host.name);
    const customerId = await profileIdOf(t.db, host.name);
    const venues = Array.from({ length: 36 }, (_, i) => ({
      owner_id: ownerId,
      name: `${WORDS[i % WORDS.length]} house ${i}`,
      description:
        i % 5 === 0 ? 'Close to the Oslo ferry' : `A ${WORDS[(i + 2) % WORDS.length]} retreat`,
      media: '[]',
      price: [500, 900, 900, 1500, 2500][i % 5]!,
      max_guests: (i % 6) + 1,
      rating: (i % 11) / 2,
      wifi: i % 2 === 0,
      parking: i % 3 === 0,
      breakfast: i % 4 === 0,
      pets: i % 5 === 0,
      city: i % 7 === 6 ? null : CITIES[i % CITIES.length]!,
      country: 'Norway',
      // Some share a creation instant, to test the id tie-break.
      created_at: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 2))),
    }));
    const rows = await t.db.insertInto('venues').values(venues).returning('id').execute();
    const bookings = rows.flatMap((row, i) =>
      Array.from({ length: i % 4 }, (_, k) => ({
        venue_id: row.id,
        customer_id: customerId,
        date_from: addDays(today, 10 + k * 7 + (i % 3)),
        date_to: addDays(today, 13 + k * 7 + (i % 3)),
        guests: 1,
      })),
    );
    await t.db.insertInto('bookings').values(bookings).execute();
    all = (await t.call('GET', '/api/holidaze/venues?_bookings=true&limit=100')).body.data;
    expect(all).toHaveLength(36);
  });

  const cases: [string, Partial<VenueSearchFilters>][] = [
    ['no filters', {}],
    ['text over name', { query: 'FJORD' }],
    ['text over city and description', { query: 'oslo' }],
    ['guests', { guests: 4 }],
    ['amenities', { amenities: { wifi: true, parking: false, breakfast: true, pets: false } }],
    ['every amenity', { amenities: { wifi: true, parking: true, breakfast: true, pets: true } }],
    ['dates', { dateFrom: addDays(today, 12), dateTo: addDays(today, 14) }],
    [
      'dates touching a check-out day',
      { dateFrom: addDays(today, 13), dateTo: addDays(today, 17) },
    ],
    [
      'a mix',
      {
        query: 'house',
        guests: 2,
        dateFrom: addDays(today, 18),
        dateTo: addDays(today, 25),
        amenities: { wifi: true, parking: false, breakfast: false, pets: false },
      },
    ],
  ];

  function queryString(filters: VenueSearchFilters, sort: string, sortOrder: string) {
    const params = new URLSearchParams({
      sort,
      sortOrder,
      limit: '100',
      guests: String(filters.guests),
    });
    if (filters.query) params.set('q', filters.query);
    if (filters.dateFrom && filters.dateTo) {
      params.set('dateFrom', filters.dateFrom);
      params.set('dateTo', filters.dateTo);
    }
    for (const [key, on] of Object.entries(filters.amenities)) if (on) params.set(key, 'true');
    return params.toString();
  }

  for (const [label, partial] of cases) {
    for (const option of SORT_OPTIONS) {
      it(`${label}, ${option.label}`, async () => {
        const filters = { ...DEFAULT_SEARCH_FILTERS, guests: 1, ...partial };
        const expected = sortVenues(filterVenues(all, filters), option.key);
        const response = await t.call(
          'GET',
          `/api/holidaze/venues?${queryString(filters, option.sort, option.sortOrder)}`,
        );
        expect(response.status).toBe(200);
        const got: Venue[] = response.body.data;
        expect(got.map((v) => v.id)).toEqual(expected.map((v) => v.id));
        expect(got.map((v) => v.isUnavailable)).toEqual(expected.map((v) => v.isUnavailable));
        expect(response.body.meta.totalCount).toBe(expected.length);
      });
    }
  }

  it('available=true drops the venues that are booked on those dates', async () => {
    const filters = {
      ...DEFAULT_SEARCH_FILTERS,
      guests: 1,
      dateFrom: addDays(today, 12),
      dateTo: addDays(today, 14),
    };
    const free = filterVenues(all, filters).filter((v) => !v.isUnavailable);
    const response = await t.call(
      'GET',
      `/api/holidaze/venues?${queryString(filters, 'created', 'desc')}&available=true`,
    );
    expect(response.body.data.map((v: Venue) => v.id).sort()).toEqual(free.map((v) => v.id).sort());
  });

  it('pages are slices of the same order', async () => {
    const expected = sortVenues(all, 'price-asc').map((v) => v.id);
    const pages = await Promise.all(
      [1, 2, 3, 4].map(
        async (page) =>
          (
            await t.call(
              'GET',
              `/api/holidaze/venues?sort=price&sortOrder=asc&limit=10&page=${page}`,
            )
          ).body,
      ),
    );
    expect(pages.flatMap((p) => p.data.map((v: Venue) => v.id))).toEqual(expected);
    expect(pages[3].meta).toMatchObject({
      currentPage: 4,
      isLastPage: true,
      nextPage: null,
      previousPage: 3,
      pageCount: 4,
      totalCount: 36,
    });
  });
});
