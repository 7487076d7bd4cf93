import type { Kysely } from 'kysely';
import type { VenueListQuery } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import type { Viewer } from '../../auth/viewer.js';
import { list } from '../../http/envelope.js';
import { createPricingRepository } from '../pricing/index.js';
import { priceSearchedStay } from './searched-stay-price.js';
import { markRequestVenues } from './venue-booking-mode.js';
import { createVenueRepository } from './venue-repository.js';

/**
 * The answer of the browse search and the venue list: a page of venues with what the query
 * embeds, which venues book by request and, when dates are searched, each stay's price, in the
 * list envelope. The routes send
 * it; the search benchmark times its statements as the database's share of a request.
 */
export function createVenueSearchPage(db: Kysely<Database>) {
  const venues = createVenueRepository(db);
  const pricing = createPricingRepository(db);
  return async (query: VenueListQuery, viewer: Viewer | undefined) => {
    const page = await venues.page(query, viewer);
    await priceSearchedStay(pricing, page.venues, query);
    await markRequestVenues(db, page.venues);
    return list(page.venues, query.page, query.limit, page.totalCount);
  };
}
