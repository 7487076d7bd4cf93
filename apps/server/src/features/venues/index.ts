/** What other features use of venues (docs/architecture.md, "Feature boundaries"). */
export { createVenueRepository, type VenueRepository } from './venue-repository.js';
export { timeOut, toBookingCore } from './venue-mapper.js';
