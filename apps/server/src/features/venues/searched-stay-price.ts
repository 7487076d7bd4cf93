import {
  DEFAULT_STAY_LIMITS,
  nightsBetween,
  quoteStay,
  type Venue,
  type VenueListQuery,
} from '@holidaze/domain';
import type { createPricingRepository } from '../pricing/index.js';

type Pricing = ReturnType<typeof createPricingRepository>;
type SearchedStay = Pick<VenueListQuery, 'dateFrom' | 'dateTo' | 'guests'>;

/**
 * What the searched stay would cost at each venue: the domain's quote for the searched guests (at
 * least one), its total with every mandatory fee. One query for all the venues' prices; none
 * without dates, and none for a range longer than any stay may be (an empty map then).
 */
export async function stayTotalsOf(
  pricing: Pricing,
  venueIds: readonly string[],
  query: SearchedStay,
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const { dateFrom, dateTo } = query;
  if (!dateFrom || !dateTo || venueIds.length === 0) return totals;
  if (nightsBetween(dateFrom, dateTo) > DEFAULT_STAY_LIMITS.maxNights) return totals;
  const terms = await pricing.termsOf(venueIds);
  for (const [id, venueTerms] of terms) {
    totals.set(id, quoteStay({ dateFrom, dateTo, guests: query.guests ?? 1 }, venueTerms).totalOre);
  }
  return totals;
}

/**
 * With dates searched, each venue of the page carries what that stay would cost there
 * (`stayTotalOre`), so a card can say "NOK 9,450 for 3 nights".
 */
export async function priceSearchedStay(
  pricing: Pricing,
  venues: Venue[],
  query: Pick<VenueListQuery, 'dateFrom' | 'dateTo' | 'guests'>,
): Promise<void> {
  const totals = await stayTotalsOf(
    pricing,
    venues.map((venue) => venue.id),
    query,
  );
  for (const venue of venues) {
    const total = totals.get(venue.id);
    if (total !== undefined) venue.stayTotalOre = total;
  }
}
