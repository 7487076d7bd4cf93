import {
  DEFAULT_STAY_LIMITS,
  nightsBetween,
  quoteStay,
  type Venue,
  type VenueListQuery,
} from '@holidaze/domain';
import type { createPricingRepository } from '../pricing/index.js';

/**
 * With dates searched, each venue of the page carries what that stay would cost there
 * (`stayTotalOre`, the domain's quote for the searched guests, at least one), so a card can say
 * "NOK 9,450 for 3 nights". One query for the page's prices; none without dates, and none for a
 * range longer than any stay may be.
 */
export async function priceSearchedStay(
  pricing: ReturnType<typeof createPricingRepository>,
  venues: Venue[],
  query: Pick<VenueListQuery, 'dateFrom' | 'dateTo' | 'guests'>,
): Promise<void> {
  const { dateFrom, dateTo } = query;
  if (!dateFrom || !dateTo || venues.length === 0) return;
  if (nightsBetween(dateFrom, dateTo) > DEFAULT_STAY_LIMITS.maxNights) return;
  const terms = await pricing.termsOf(venues.map((venue) => venue.id));
  for (const venue of venues) {
    const venueTerms = terms.get(venue.id);
    if (!venueTerms) continue;
    venue.stayTotalOre = quoteStay(
      { dateFrom, dateTo, guests: query.guests ?? 1 },
      venueTerms,
    ).totalOre;
  }
}
