import { TOP_VENUES_COUNT } from '@holidaze/domain';
import { venueShelfQuery } from './venue-shelf';

/** The hero's venues: the five most booked, sorted by the server. */
export const topVenuesQuery = venueShelfQuery('top', 'bookings', TOP_VENUES_COUNT);
