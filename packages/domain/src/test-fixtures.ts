import type { Venue, VenueLocation } from './api-types';
import type { ReviewSummary } from './rating';
import type { PricingFormValues } from './schemas/terms-form-values';

// Example data for the domain's tests and the apps' (`@holidaze/domain/test-fixtures`): one
// home for the venue and figures that tests on both sides of the API spell the same way. The
// package's main entry does not export it, so no product code reaches it.

/** A venue whose host gave no address: every part of its location is unknown. */
export const unknownLocation: VenueLocation = {
  address: null,
  city: null,
  zip: null,
  country: null,
  continent: null,
  lat: null,
  lng: null,
};

/** The least a client sends to list a venue (POST /holidaze/venues): the four required fields. */
export const minimalVenueBody = {
  name: 'Fjord Cabin',
  description: 'By the water',
  price: 1250,
  maxGuests: 4,
};

/**
 * That venue as the API answers it once listed from the minimal body: no photos, no amenities,
 * no address, no bookings; a test overrides what it reads.
 */
export function listedVenue(overrides: Partial<Venue> = {}): Venue {
  return {
    id: '6f1c1a55-1f44-4c9a-9f5e-0d7f1c2a3b4c',
    ...minimalVenueBody,
    media: [],
    rating: 0,
    created: '2026-01-05T10:00:00.000Z',
    updated: '2026-01-05T10:00:00.000Z',
    meta: { wifi: false, parking: false, breakfast: false, pets: false },
    location: unknownLocation,
    _count: { bookings: 0 },
    ...overrides,
  };
}

/**
 * The host's pricing form filled in: a cleaning fee, a weekly discount, a July festival (its
 * name typed with spaces around it) and strict cancellation; the other figures left empty.
 */
export const filledPricingForm: PricingFormValues = {
  weekendPrice: '',
  cleaningFee: '450',
  extraGuestFee: '',
  extraGuestsFrom: '',
  weeklyDiscountPercent: '10',
  monthlyDiscountPercent: '',
  seasons: [{ dateFrom: '2026-07-01', dateTo: '2026-07-03', price: '1500', label: ' Festival ' }],
  cancellationPolicy: 'strict',
};

/** What that form sends (PUT /holidaze/venues/:id/pricing): empty as none, the name trimmed. */
export const filledPricingBody = {
  weekendPrice: null,
  cleaningFee: 450,
  extraGuestFee: null,
  extraGuestsFrom: null,
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: null,
  seasons: [{ dateFrom: '2026-07-01', dateTo: '2026-07-03', price: 1500, label: 'Festival' }],
  cancellationPolicy: 'strict',
};

/** A venue's published reviews in figures: `count` of them, each part scored `rating`. */
export const reviewSummaryOf = (count: number, rating: number): ReviewSummary => ({
  count,
  rating,
  cleanliness: rating,
  accuracy: rating,
  location: rating,
  value: rating,
});
