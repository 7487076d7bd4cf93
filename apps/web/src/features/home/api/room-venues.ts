import { venueShelfQuery } from './venue-shelf';

/** 'Choose Your Room': real venues, the guests' best reviewed first (venues without reviews last). */
export const roomVenuesQuery = venueShelfQuery('rooms');
