import type { Viewer } from '../../auth/viewer.js';
import { notFound } from '../../http/api-error.js';
import { assertCanChangeVenue } from '../../http/authorization.js';
import type { VenueQueries } from './venue-repository.js';

export const VENUE_NOT_FOUND = 'Venue not found';

/** The venue's row, or the 404 of a venue that does not exist. */
export async function existingVenue(venues: VenueQueries, id: string, options = { lock: false }) {
  const row = await venues.findRow(id, options);
  if (!row) throw notFound(VENUE_NOT_FOUND);
  return row;
}

/** The venue's row when the viewer may change it (its owner); else its 404, or the 403. */
export async function venueToChange(
  venues: VenueQueries,
  viewer: Viewer,
  id: string,
  options = { lock: false },
) {
  const venue = await existingVenue(venues, id, options);
  assertCanChangeVenue(viewer, venue);
  return venue;
}
