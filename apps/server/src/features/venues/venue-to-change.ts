import type { FastifySchema } from 'fastify';
import { uuidParamSchema } from '@holidaze/domain';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.js';
import type { VenueRow } from '../../db/schema.js';
import { notFound } from '../../http/api-error.js';
import { assertCanChangeVenue } from '../../http/authorization.js';
import type { SignedInCall, SignedInRoutes, ZodAnswer } from '../../http/zod-routes.js';
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

/** What a route about the viewer's own venue is handed: its signed-in call and that venue. */
export interface OwnVenueCall<S extends FastifySchema> extends SignedInCall<S> {
  venue: VenueRow;
}

/** A route's schema with the venue's `:id` checked as a uuid, unless it names its own params. */
type WithVenueId<S extends FastifySchema> = S extends { params: unknown }
  ? S
  : S & { params: typeof uuidParamSchema };

/**
 * Declares routes about the viewer's own venue, the one the URL's `:id` names: each handler is
 * handed that venue once `venueToChange` let the viewer through (decision 035). A route whose
 * URL has more parameters names them all in its `params`, `id` among them.
 */
export function ownVenueRoutes(signedIn: SignedInRoutes, venues: VenueQueries) {
  const on =
    (register: SignedInRoutes['get']) =>
    <S extends FastifySchema & { params?: z.ZodType<{ id: string }> }>(
      url: string,
      schema: S,
      handler: (call: OwnVenueCall<WithVenueId<S>>) => ZodAnswer<WithVenueId<S>>,
    ) =>
      register(url, { params: uuidParamSchema, ...schema } as WithVenueId<S>, (call) => {
        const { id } = call.request.params as { id: string };
        // The handler's answer, once the venue is in: the same promise of what its schema allows.
        return venueToChange(venues, call.viewer, id).then((venue) =>
          handler({ ...call, venue }),
        ) as ZodAnswer<WithVenueId<S>>;
      });
  return {
    get: on(signedIn.get),
    post: on(signedIn.post),
    put: on(signedIn.put),
    delete: on(signedIn.delete),
  };
}
