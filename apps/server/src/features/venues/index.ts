/** What other features use of venues (docs/architecture.md, "Feature boundaries"). */
export { createVenueRepository, type VenueRepository } from './venue-repository.js';
export { ownVenueRoutes, venueToChange } from './venue-to-change.js';
export { timeOut, toBookingCore } from './venue-mapper.js';
export { assertSearchableStay } from './searched-stay-rules.js';
export { priceSearchedStay } from './searched-stay-price.js';
export { unavailableAmong } from './venue-search-query.js';
export { markRequestVenues } from './venue-booking-mode.js';
