import { venueShelfQuery } from './venue-shelf';

export const ROOM_VENUES_COUNT = 6;

/** 'Choose Your Room': real venues, the guests' best reviewed first (venues without reviews last). */
export const roomVenuesQuery = venueShelfQuery('rooms', 'rating', ROOM_VENUES_COUNT);
