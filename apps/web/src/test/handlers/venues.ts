import { http } from 'msw';
import {
  DEFAULT_STAY_RULES,
  basicPricing,
  quoteStay,
  type CancellationPolicy,
  type StayRules,
  type Venue,
  type VenuePricing,
  type VenueTerms,
} from '@holidaze/domain';
import { unknownLocation } from '@holidaze/domain/test-fixtures';
import { api, ok } from '../api';

export { unknownLocation };

/**
 * A venue as the API lists it: in Bergen, Norway, for four at NOK 1,000 a night, with Wifi only
 * and no bookings; a test overrides what it reads.
 */
export function venueOf(id: string, overrides: Partial<Venue> = {}): Venue {
  return {
    id,
    name: `Venue ${id}`,
    description: 'A place to stay',
    media: [],
    price: 1000,
    maxGuests: 4,
    rating: 4,
    created: '2026-01-01T00:00:00.000Z',
    updated: '2026-01-01T00:00:00.000Z',
    meta: { wifi: true, parking: false, breakfast: false, pets: false },
    location: { ...unknownLocation, city: 'Bergen', country: 'Norway' },
    _count: { bookings: 0 },
    ...overrides,
  };
}

const onePage = { isFirstPage: true, isLastPage: true, currentPage: 1, pageCount: 1 };

/** GET /holidaze/profiles/:name/venues: the host's venues (with their bookings), on one page. */
export const hostVenues = (venues: Venue[] | (() => Venue[])) =>
  http.get(api('/holidaze/profiles/:name/venues'), () => {
    const list = typeof venues === 'function' ? venues() : venues;
    return ok(list, { ...onePage, totalCount: list.length });
  });

/** GET /holidaze/venues/<its id>: one venue. */
export const venueRead = (venue: Venue) =>
  http.get(api(`/holidaze/venues/${encodeURIComponent(venue.id)}`), () => ok(venue));

/** GET /holidaze/venues/:id/rules: a venue's stay rules (the site's defaults unless given). */
export const venueRules = (rules: StayRules = DEFAULT_STAY_RULES) =>
  http.get(api('/holidaze/venues/:id/rules'), () => ok(rules));

/** GET /holidaze/venues/:id/pricing: a venue's terms (only a nightly price, flexible, unless given). */
export const venueTerms = (
  terms: Partial<VenuePricing & { cancellationPolicy: CancellationPolicy }> = {},
) =>
  http.get(api('/holidaze/venues/:id/pricing'), () =>
    ok({ ...basicPricing(1000), cancellationPolicy: 'flexible', ...terms } satisfies VenueTerms),
  );

/** GET /holidaze/venues/:id/quote: the stay priced by the domain at the given prices. */
export const venueQuote = (pricing: VenuePricing = basicPricing(1000)) =>
  http.get(api('/holidaze/venues/:id/quote'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const stay = {
      dateFrom: query.get('dateFrom') ?? '',
      dateTo: query.get('dateTo') ?? '',
      guests: Number(query.get('guests')),
    };
    return ok(quoteStay(stay, pricing));
  });
