import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_WISHLIST_NAME,
  WISHLIST_LIMITS,
  WISHLIST_MESSAGES,
  dataEnvelope,
  isShareTokenShape,
  noContentSchema,
  savedVenueParamSchema,
  savedVenueSchema,
  shareTokenParamSchema,
  sharedWishlistSchema,
  uuidParamSchema,
  wishlistBodySchema,
  wishlistDetailSchema,
  wishlistMoveBodySchema,
  wishlistSchema,
  wishlistStayQuerySchema,
  wishlistVenueParamSchema,
  type Venue,
  type WishlistStayQuery,
} from '@holidaze/domain';
import { isForeignKeyViolation } from '../../db/database-errors.js';
import { ApiError, conflict, notFound } from '../../http/api-error.js';
import { viewerOf } from '../../http/authentication.js';
import { single } from '../../http/envelope.js';
import { routeOptions, signedInRoutes, zodRoutes, type RouteDeps } from '../../http/zod-routes.js';
import type { Viewer } from '../../auth/viewer.js';
import { createPricingRepository } from '../pricing/index.js';
import {
  assertSearchableStay,
  createVenueRepository,
  markRequestVenues,
  priceSearchedStay,
  unavailableAmong,
} from '../venues/index.js';
import {
  createWishlistRepository,
  newShareToken,
  type WishlistQueries,
  type WishlistRow,
} from './wishlist-repository.js';

const MINUTE_MS = 60_000;

/**
 * Wishlists (docs/api.md, "Wishlists"): a person's named lists of venues, the hearts that save
 * to the default one, and a list's secret read-only link. A list is its owner's alone: anyone
 * else, signed in or not, gets the 404 of a list that does not exist; a link turned off is a 404
 * too. Saving and removing are idempotent (a retried heart has one outcome) and capped
 * (docs/security.md, "Wishlists").
 */
export async function wishlistRoutes(
  plugin: FastifyInstance,
  deps: RouteDeps & {
    /** Counts per key and window in this instance's memory (the general limit's kind). */
    counters: { incr(key: string, windowMs: number): { current: number; ttl: number } };
  },
) {
  const app = zodRoutes(plugin);
  const { auth, now } = deps;
  const lists = createWishlistRepository(deps.db);
  const venues = createVenueRepository(deps.db);
  const pricing = createPricingRepository(deps.db);
  // Saves and removals per person and minute, counted in this instance's memory.
  const toggles = deps.counters;
  const route = routeOptions(['wishlists'], auth);
  const base = '/holidaze/wishlists';

  /** Runs after sign-in, so the viewer is known: saves and removals count per person. */
  const countToggle = async (request: FastifyRequest) => {
    const { current, ttl } = toggles.incr(viewerOf(request).id, MINUTE_MS);
    if (current > WISHLIST_LIMITS.togglesPerMinute) {
      const message = WISHLIST_MESSAGES.tooManyToggles;
      throw new ApiError(429, message, [{ message }], Math.ceil(ttl / 1000));
    }
  };
  const signedIn = signedInRoutes(app, ['wishlists'], auth);
  /** Saves and removals: signed in, then counted toward the toggle limit. */
  const toggle = signedInRoutes(app, ['wishlists'], auth, countToggle);

  const ownOrNotFound = async (
    queries: WishlistQueries,
    viewer: Viewer,
    id: string,
    options = { lock: false },
  ) => {
    const list = await queries.findOwn(viewer.id, id, options);
    if (!list) throw notFound(WISHLIST_MESSAGES.listNotFound);
    return list;
  };

  const summaryOf = async (list: WishlistRow) => (await lists.summaries([list]))[0]!;

  /** The list's venues, each, with dates, free or not and the stay's total (as a search says). */
  const venuesOf = async (list: WishlistRow, query: WishlistStayQuery, viewer?: Viewer) => {
    assertSearchableStay(query, now());
    const ids = await lists.venueIdsOf(list.id);
    const found = await venues.byIds(ids, { owner: false, bookings: false, viewer });
    const byId = new Map(found.map((venue) => [venue.id, venue]));
    const ordered = ids.map((id) => byId.get(id)).filter((venue): venue is Venue => !!venue);
    const { dateFrom, dateTo } = query;
    if (dateFrom && dateTo) {
      const taken = await unavailableAmong(deps.db, ids, dateFrom, dateTo);
      for (const venue of ordered) venue.isUnavailable = taken.has(venue.id);
      await priceSearchedStay(pricing, ordered, query);
    }
    await markRequestVenues(deps.db, ordered);
    return ordered;
  };

  /** Saves the venue in the list under the list's lock, within its cap; false if already there. */
  const saveIn = async (queries: WishlistQueries, list: WishlistRow, venueId: string) => {
    if ((await queries.listsHolding(list.owner_id, venueId)).includes(list.id)) return;
    if ((await queries.countVenues(list.id)) >= WISHLIST_LIMITS.venuesPerList) {
      throw conflict(WISHLIST_MESSAGES.listFull);
    }
    await queries.addVenue(list, venueId, now());
  };

  /** A venue that is gone cannot be saved: the foreign key's refusal is the venue's 404. */
  const venueMustExist = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(WISHLIST_MESSAGES.venueNotFound);
      throw error;
    }
  };

  const savedAnswer = async (viewer: Viewer, venueId: string) => ({
    venueId,
    listIds: await lists.listsHolding(viewer.id, venueId),
  });

  /**
   * Changes where the viewer keeps a venue in one transaction (a venue that is gone is the
   * venue's 404), then answers with every list of the viewer's that holds it now.
   */
  const changeWhereSaved = async (
    viewer: Viewer,
    venueId: string,
    work: (tx: WishlistQueries) => Promise<void>,
  ) => {
    await venueMustExist(() => lists.transaction(work));
    return single(await savedAnswer(viewer, venueId));
  };

  signedIn.get(
    base,
    {
      summary: "The viewer's lists, the default first",
      response: { 200: dataEnvelope(z.array(wishlistSchema)) },
    },
    async ({ viewer }) => single(await lists.summaries(await lists.listsOf(viewer.id))),
  );

  signedIn.post(
    base,
    {
      summary: 'Make a named list (the first one made is the default)',
      body: wishlistBodySchema,
      response: { 201: dataEnvelope(wishlistSchema) },
    },
    async ({ request, reply, viewer }) => {
      const made = await lists.transaction(async (tx) => {
        await tx.lockOwner(viewer.id);
        const count = await tx.countLists(viewer.id);
        if (count >= WISHLIST_LIMITS.listsPerPerson) throw conflict(WISHLIST_MESSAGES.tooManyLists);
        const hasDefault = (await tx.defaultOf(viewer.id)) !== undefined;
        return tx.createList(viewer.id, request.body.name, now(), !hasDefault);
      });
      return reply.code(201).send(single(await summaryOf(made)));
    },
  );

  signedIn.get(
    '/holidaze/wishlists/saved',
    {
      summary: 'Every venue the viewer saved, with the lists that hold it (for the hearts)',
      response: { 200: dataEnvelope(z.array(savedVenueSchema)) },
    },
    async ({ viewer }) => single(await lists.savedBy(viewer.id)),
  );

  toggle.put(
    '/holidaze/wishlists/saved/:venueId',
    {
      summary: 'Heart on: save the venue to the default list, unless a list holds it already',
      params: savedVenueParamSchema,
      response: { 200: dataEnvelope(savedVenueSchema) },
    },
    async ({ request, viewer }) => {
      const { venueId } = request.params;
      const outcome = await venueMustExist(() =>
        lists.transaction(async (tx) => {
          let list = await tx.defaultOf(viewer.id);
          if (!list) {
            // The first heart makes the default list; two at once make one (the owner's lock).
            await tx.lockOwner(viewer.id);
            list = await tx.defaultOf(viewer.id);
            if (!list) {
              if ((await tx.countLists(viewer.id)) >= WISHLIST_LIMITS.listsPerPerson) {
                throw conflict(WISHLIST_MESSAGES.tooManyLists);
              }
              list = await tx.createList(viewer.id, DEFAULT_WISHLIST_NAME, now(), true);
            }
          }
          // Heart on is "saved somewhere": a venue another list holds stays where it is. One
          // statement under the default list's lock, as a heart is pressed often (target p95 ≤
          // 20 ms, docs/performance.md).
          const result = await tx.heartInto(list, venueId, WISHLIST_LIMITS.venuesPerList, now());
          if (result === 'full') throw conflict(WISHLIST_MESSAGES.listFull);
          return result === 'saved' ? { venueId, listIds: [list.id] } : undefined;
        }),
      );
      // Newly saved: in the default list only; held already: wherever it is.
      return single(outcome ?? (await savedAnswer(viewer, venueId)));
    },
  );

  toggle.delete(
    '/holidaze/wishlists/saved/:venueId',
    {
      summary: 'Heart off: take the venue out of every list of the viewer',
      params: savedVenueParamSchema,
      response: { 204: noContentSchema },
    },
    async ({ request, reply, viewer }) => {
      await lists.removeEverywhere(viewer.id, request.params.venueId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/holidaze/wishlists/shared/:token',
    route.open({
      summary: 'A list opened by its secret link: read-only, no account needed',
      params: shareTokenParamSchema,
      querystring: wishlistStayQuerySchema,
      response: { 200: dataEnvelope(sharedWishlistSchema) },
    }),
    async (request) => {
      const { token } = request.params;
      const list = isShareTokenShape(token) ? await lists.findByShareToken(token) : undefined;
      if (!list) throw notFound(WISHLIST_MESSAGES.sharedNotFound);
      const shown = await venuesOf(list, request.query);
      return single({ name: list.name, venueCount: shown.length, venues: shown });
    },
  );

  signedIn.get(
    `${base}/:id`,
    {
      summary: 'One of the viewer’s lists with its venues; with dates, free or not and the total',
      params: uuidParamSchema,
      querystring: wishlistStayQuerySchema,
      response: { 200: dataEnvelope(wishlistDetailSchema) },
    },
    async ({ request, viewer }) => {
      const list = await ownOrNotFound(lists, viewer, request.params.id);
      const shown = await venuesOf(list, request.query, viewer);
      return single({ ...(await summaryOf(list)), venues: shown });
    },
  );

  signedIn.put(
    `${base}/:id`,
    {
      summary: 'Rename a list',
      params: uuidParamSchema,
      body: wishlistBodySchema,
      response: { 200: dataEnvelope(wishlistSchema) },
    },
    async ({ request, viewer }) => {
      const list = await ownOrNotFound(lists, viewer, request.params.id);
      await lists.rename(list.id, request.body.name, now());
      return single(await summaryOf((await lists.findOwn(list.owner_id, list.id))!));
    },
  );

  signedIn.delete(
    `${base}/:id`,
    {
      summary: 'Delete a list and what it holds (its link with it)',
      params: uuidParamSchema,
      response: { 204: noContentSchema },
    },
    async ({ request, reply, viewer }) => {
      await lists.transaction(async (tx) => {
        await tx.lockOwner(viewer.id);
        await tx.deleteList(await ownOrNotFound(tx, viewer, request.params.id));
      });
      return reply.code(204).send(null);
    },
  );

  toggle.put(
    `${base}/:id/venues/:venueId`,
    {
      summary: 'Save a venue in this list (again is the same)',
      params: wishlistVenueParamSchema,
      response: { 200: dataEnvelope(savedVenueSchema) },
    },
    async ({ request, viewer }) => {
      const { id, venueId } = request.params;
      return changeWhereSaved(viewer, venueId, async (tx) => {
        await saveIn(tx, await ownOrNotFound(tx, viewer, id, { lock: true }), venueId);
      });
    },
  );

  toggle.delete(
    `${base}/:id/venues/:venueId`,
    {
      summary: 'Take a venue out of this list (again is the same)',
      params: wishlistVenueParamSchema,
      response: { 204: noContentSchema },
    },
    async ({ request, reply, viewer }) => {
      const list = await ownOrNotFound(lists, viewer, request.params.id);
      await lists.removeVenue(list.id, request.params.venueId);
      return reply.code(204).send(null);
    },
  );

  toggle.post(
    `${base}/:id/venues/:venueId/move`,
    {
      summary: 'Move a venue from this list to another of the viewer’s (a retry is the same)',
      params: wishlistVenueParamSchema,
      body: wishlistMoveBodySchema,
      response: { 200: dataEnvelope(savedVenueSchema) },
    },
    async ({ request, viewer }) => {
      const { id, venueId } = request.params;
      return changeWhereSaved(viewer, venueId, async (tx) => {
        const from = await ownOrNotFound(tx, viewer, id);
        const to = await ownOrNotFound(tx, viewer, request.body.toListId, { lock: true });
        if (from.id === to.id) return;
        const held = await tx.listsHolding(viewer.id, venueId);
        // Already moved (a retry): the same answer; never in either: nothing to move.
        if (!held.includes(from.id)) {
          if (held.includes(to.id)) return;
          throw notFound(WISHLIST_MESSAGES.notInList);
        }
        await saveIn(tx, to, venueId);
        await tx.removeVenue(from.id, venueId);
      });
    },
  );

  signedIn.put(
    `${base}/:id/share`,
    {
      summary: 'Turn the list’s secret read-only link on (on already: the same link)',
      params: uuidParamSchema,
      response: { 200: dataEnvelope(wishlistSchema) },
    },
    async ({ request, viewer }) => {
      const list = await lists.transaction(async (tx) => {
        const own = await ownOrNotFound(tx, viewer, request.params.id, { lock: true });
        if (own.share_token === null) await tx.setShareToken(own.id, newShareToken(), now());
        return (await tx.findOwn(viewer.id, own.id))!;
      });
      return single(await summaryOf(list));
    },
  );

  signedIn.delete(
    `${base}/:id/share`,
    {
      summary: 'Turn the link off: it answers 404 from now on, and a new one differs',
      params: uuidParamSchema,
      response: { 204: noContentSchema },
    },
    async ({ request, reply, viewer }) => {
      const list = await ownOrNotFound(lists, viewer, request.params.id);
      await lists.setShareToken(list.id, null, now());
      return reply.code(204).send(null);
    },
  );
}
