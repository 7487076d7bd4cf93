import { venueShelfQuery } from './venue-shelf';

/** The hero's venues: the most booked, sorted by the server. */
export const topVenuesQuery = venueShelfQuery('top');
