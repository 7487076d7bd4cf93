import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  bookingListEnvelopeSchema,
  bookingListQuerySchema,
  dataEnvelope,
  flag,
  listEnvelope,
  nameParamSchema,
  profileListQuerySchema,
  profileResponseSchema,
  profileSearchQuerySchema,
  profileUpdateBodySchema,
  venueListQuerySchema,
  venueResponseSchema,
  type Profile,
  type ProfileListQuery,
} from '@holidaze/domain';
import type { Database, ProfileUpdateRow } from '../../db/schema.js';
import { notFound } from '../../http/api-error.js';
import type { Viewer } from '../../auth/viewer.js';
import { viewerOf, type Authentication } from '../../http/authentication.js';
import {
  assertCanListProfileBookings,
  assertCanUpdateProfile,
  canSeeProfileBookings,
} from '../../http/authorization.js';
import { list, single } from '../../http/envelope.js';
import { routeOptions, zodRoutes } from '../../http/zod-routes.js';
import { bookingListPage, createBookingRepository } from '../bookings/index.js';
import { createVenueRepository } from '../venues/index.js';
import {
  createProfileRepository,
  toProfileCore,
  type ProfileWithCounts,
} from '../profiles/index.js';

const embedQuery = z.object({ _venues: flag, _bookings: flag });

export async function profileRoutes(
  plugin: FastifyInstance,
  deps: { db: Kysely<Database>; auth: Authentication },
) {
  const app = zodRoutes(plugin);
  const profiles = createProfileRepository(deps.db);
  const venues = createVenueRepository(deps.db);
  const bookings = createBookingRepository(deps.db);
  const route = routeOptions(['profiles'], deps.auth);
  const one = { 200: dataEnvelope(profileResponseSchema) };
  const page = { 200: listEnvelope(profileResponseSchema) };

  async function findProfile(name: string) {
    const row = await profiles.findByName(name);
    if (!row) throw notFound('No profile with this name');
    return row;
  }

  /** Profiles with venues and (only one's own) bookings embedded, in a fixed number of queries. */
  async function toProfiles(
    rows: ProfileWithCounts[],
    flags: { _venues: boolean; _bookings: boolean },
    viewer: Viewer,
  ) {
    const owned = flags._venues
      ? await venues.ownedBy(
          rows.map((row) => row.id),
          viewer,
        )
      : [];
    const ownRow = rows.find((row) => canSeeProfileBookings(viewer, row));
    const ownBookings =
      flags._bookings && ownRow
        ? await bookings.embed(await bookings.allOfCustomer(ownRow.id), {
            venue: true,
            customer: false,
            viewer,
          })
        : [];
    return rows.map((row): Profile => ({
      ...toProfileCore(row),
      venueManager: row.venue_manager,
      ...(row.id === viewer.id ? { language: row.language } : {}),
      ...(flags._venues
        ? { venues: owned.filter(({ ownerId }) => ownerId === row.id).map(({ venue }) => venue) }
        : {}),
      ...(flags._bookings ? { bookings: row === ownRow ? ownBookings : [] } : {}),
      _count: { venues: row.venue_count, bookings: row.booking_count },
    }));
  }

  async function listProfiles(query: ProfileListQuery, viewer: Viewer, text?: string) {
    const { rows, totalCount } = await profiles.listPage(query, text);
    return list(await toProfiles(rows, query, viewer), query.page, query.limit, totalCount);
  }

  app.get(
    '/holidaze/profiles',
    route.signedIn({ querystring: profileListQuerySchema, response: page }),
    (request) => listProfiles(request.query, viewerOf(request)),
  );

  app.get(
    '/holidaze/profiles/search',
    route.signedIn({ querystring: profileSearchQuerySchema, response: page }),
    (request) => listProfiles(request.query, viewerOf(request), request.query.q),
  );

  app.get(
    '/holidaze/profiles/:name',
    route.signedIn({ params: nameParamSchema, querystring: embedQuery, response: one }),
    async (request) => {
      const row = await findProfile(request.params.name);
      const [profile] = await toProfiles([row], request.query, viewerOf(request));
      return single(profile!);
    },
  );

  app.put(
    '/holidaze/profiles/:name',
    route.signedIn({ params: nameParamSchema, body: profileUpdateBodySchema, response: one }),
    async (request) => {
      const { name } = request.params;
      const body = request.body;
      const viewer = viewerOf(request);
      const current = await findProfile(name);
      assertCanUpdateProfile(viewer, current);
      const changes: ProfileUpdateRow = { updated_at: new Date() };
      if (body.bio !== undefined) changes.bio = body.bio;
      if (body.avatar)
        Object.assign(changes, { avatar_url: body.avatar.url, avatar_alt: body.avatar.alt });
      if (body.banner)
        Object.assign(changes, { banner_url: body.banner.url, banner_alt: body.banner.alt });
      if (body.venueManager !== undefined) changes.venue_manager = body.venueManager;
      if (body.language !== undefined) changes.language = body.language;
      await profiles.update(current.id, changes);
      const [profile] = await toProfiles(
        [await findProfile(name)],
        { _venues: false, _bookings: false },
        viewer,
      );
      return single(profile!);
    },
  );

  app.get(
    '/holidaze/profiles/:name/venues',
    route.signedIn({
      params: nameParamSchema,
      querystring: venueListQuerySchema,
      response: { 200: listEnvelope(venueResponseSchema) },
    }),
    async (request) => {
      const query = request.query;
      const owner = await findProfile(request.params.name);
      const page = await venues.page(query, request.viewer, owner.id);
      return list(page.venues, query.page, query.limit, page.totalCount);
    },
  );

  app.get(
    '/holidaze/profiles/:name/bookings',
    route.signedIn({
      params: nameParamSchema,
      querystring: bookingListQuerySchema,
      response: { 200: bookingListEnvelopeSchema },
    }),
    async (request) => {
      const query = request.query;
      const viewer = viewerOf(request);
      const profile = await findProfile(request.params.name);
      assertCanListProfileBookings(viewer, profile);
      const page = await bookings.pageOfCustomer(profile.id, query);
      return bookingListPage(bookings, page, query, viewer);
    },
  );
}
