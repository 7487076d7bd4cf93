import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  REVIEW_MESSAGES,
  bookingReviewsSchema,
  canReadReview,
  hasAllCategories,
  listMetaSchema,
  nameParamSchema,
  pendingReviewSchema,
  profileReviewsQuerySchema,
  reviewBodySchema,
  reviewListQuerySchema,
  reviewProblem,
  reviewReplyBodySchema,
  reviewResponseSchema,
  reviewWindow,
  reviewWindowClosesAt,
  reviewWindowState,
  reviewDays,
  uuidParamSchema,
  type ReviewSide,
  dataEnvelope,
} from '@holidaze/domain';
import { isUniqueViolation } from '../../db/database-errors.js';
import { badRequest, conflict, notFound } from '../../http/api-error.js';
import type { Viewer } from '../../auth/viewer.js';
import { assertCanReplyToReview, assertNotOnBothSidesOfStay } from '../../http/authorization.js';
import { list, single } from '../../http/envelope.js';
import { routeOptions, signedInRoutes, zodRoutes, type RouteDeps } from '../../http/zod-routes.js';
import { createProfileRepository } from '../profiles/index.js';
import { createReviewRepository, type ReviewableBooking } from './review-repository.js';

const BOOKING_NOT_FOUND = 'No booking with this id';

/**
 * Which side of the stay the viewer is, or a 404 for anyone else: a booking is visible to its
 * customer and its venue's owner only (as elsewhere). A host staying at their own venue is
 * its customer, and may not review it.
 */
function sideOf(viewer: Viewer, booking: ReviewableBooking | undefined): ReviewSide {
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  assertNotOnBothSidesOfStay(viewer, booking);
  if (booking.customer_id === viewer.id) return 'guest';
  if (booking.owner_id === viewer.id) return 'host';
  throw notFound(BOOKING_NOT_FOUND);
}

/**
 * Reviews of stays (docs/api.md, "Reviews"): writing one (each side once, inside the
 * window, double-blind), a booking's reviews as its two sides see them, a venue's published
 * reviews, the host's one reply, a person's reviews given and received, and what the viewer may
 * still review. The window and the reveal are the domain's (`review-window.ts`), on the app's
 * clock.
 */
export async function reviewRoutes(plugin: FastifyInstance, deps: RouteDeps) {
  const app = zodRoutes(plugin);
  const { auth, now } = deps;
  const reviews = createReviewRepository(deps.db);
  const profiles = createProfileRepository(deps.db);
  const route = routeOptions(['reviews'], auth);
  const signedIn = signedInRoutes(app, ['reviews'], auth);

  signedIn.post(
    '/holidaze/bookings/:id/reviews',
    {
      summary: 'Review a completed stay (the traveller the stay, the host the guest), once',
      params: uuidParamSchema,
      body: reviewBodySchema,
      response: { 201: dataEnvelope(reviewResponseSchema) },
    },
    async ({ request, reply, viewer }) => {
      const body = request.body;
      const at = now();
      try {
        const review = await reviews.transaction(async (tx) => {
          // Locked: when both sides write at once, the second sees the first and publishes both.
          const booking = await tx.findBooking(request.params.id, { lock: true });
          const side = sideOf(viewer, booking);
          const problem = reviewProblem(
            { status: booking!.status, dateTo: booking!.date_to },
            reviewDays(at),
          );
          if (problem) throw badRequest(problem);
          if (side === 'guest' && !hasAllCategories(body)) {
            throw badRequest(REVIEW_MESSAGES.categoriesRequired);
          }
          const existing = await tx.ofBooking(booking!.id);
          if (existing.some((r) => r.side === side)) throw conflict(REVIEW_MESSAGES.alreadyWritten);
          const guest = side === 'guest';
          const id = await tx.insert({
            booking_id: booking!.id,
            venue_id: booking!.venue_id,
            side,
            author_id: viewer.id,
            subject_id: guest ? booking!.owner_id : booking!.customer_id,
            stars: body.stars,
            cleanliness: guest ? body.cleanliness! : null,
            accuracy: guest ? body.accuracy! : null,
            location: guest ? body.location! : null,
            value: guest ? body.value! : null,
            text: body.text,
            created_at: at,
            window_closes_at: reviewWindowClosesAt(booking!.date_to),
          });
          // The second side's review: both are published together, now.
          if (existing.length > 0) await tx.publishBooking(booking!.id, at);
          return (await tx.ofBooking(booking!.id)).find((r) => r.id === id)!;
        });
        return reply.code(201).send(single(review));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(REVIEW_MESSAGES.alreadyWritten);
        throw error;
      }
    },
  );

  signedIn.get(
    '/holidaze/bookings/:id/reviews',
    {
      summary: "A stay's reviews as one of its two sides sees them (double-blind)",
      params: uuidParamSchema,
      response: { 200: dataEnvelope(bookingReviewsSchema) },
    },
    async ({ request, viewer }) => {
      const booking = await reviews.findBooking(request.params.id);
      const side = sideOf(viewer, booking);
      const days = reviewDays(now());
      const state = reviewWindowState(booking!.date_to, days);
      const all = await reviews.ofBooking(booking!.id);
      const written = {
        guest: all.some((r) => r.side === 'guest'),
        host: all.some((r) => r.side === 'host'),
      };
      const mine = all.find((r) => r.side === side) ?? null;
      const theirs = all.find((r) => r.side !== side);
      // Double-blind: the other side's review only once both are written or the window closed.
      const readable = theirs && canReadReview(side, theirs.side, written, state);
      return single({
        side,
        window: { ...reviewWindow(booking!.date_to), state },
        canWrite:
          !mine &&
          reviewProblem({ status: booking!.status, dateTo: booking!.date_to }, days) === undefined,
        mine,
        theirs: readable ? theirs : null,
      });
    },
  );

  app.get(
    '/holidaze/venues/:id/reviews',
    route.open({
      summary: "A venue's published reviews, newest first, with the host's replies",
      params: uuidParamSchema,
      querystring: reviewListQuerySchema,
      response: { 200: z.object({ data: z.array(reviewResponseSchema), meta: listMetaSchema }) },
    }),
    async (request) => {
      const { page, limit } = request.query;
      const found = await reviews.venuePage(request.params.id, page, limit);
      if (!found) throw notFound('Venue not found');
      return list(found.reviews, page, limit, found.totalCount);
    },
  );

  signedIn.post(
    '/holidaze/reviews/:id/reply',
    {
      summary: "The venue owner's one public reply to a traveller's review",
      params: uuidParamSchema,
      body: reviewReplyBodySchema,
      response: { 201: dataEnvelope(reviewResponseSchema) },
    },
    async ({ request, reply, viewer }) => {
      const saved = await reviews.transaction(async (tx) => {
        const review = await tx.findForReply(request.params.id);
        // A hidden review does not exist for anyone but its author (double-blind).
        if (!review || review.published_at === null) throw notFound('No review with this id');
        assertCanReplyToReview(viewer, review);
        if (review.side !== 'guest') throw badRequest(REVIEW_MESSAGES.replyOnlyGuest);
        if (review.reply !== null) throw conflict(REVIEW_MESSAGES.alreadyReplied);
        return tx.saveReply(review.id, request.body.text, now());
      });
      return reply.code(201).send(single(saved));
    },
  );

  app.get(
    '/holidaze/profiles/:name/reviews',
    route.viewing({
      summary:
        "A person's reviews: given (of their stays) or received (from hosts, as a guest), newest first",
      params: nameParamSchema,
      querystring: profileReviewsQuerySchema,
      response: {
        200: z.object({
          data: z.array(reviewResponseSchema),
          meta: listMetaSchema.extend({ averageStars: z.number().nullable() }),
        }),
      },
    }),
    async (request) => {
      const profile = await profiles.findByName(request.params.name);
      if (!profile) throw notFound('No profile with this name');
      const { page, limit, role } = request.query;
      const found = await reviews.profilePage(profile.id, role, {
        page,
        limit,
        // Their own hidden reviews are shown to the author only.
        withHidden: request.viewer?.id === profile.id,
      });
      const envelope = list(found.reviews, page, limit, found.totalCount);
      return {
        ...envelope,
        meta: {
          ...envelope.meta,
          averageStars:
            found.averageStars === null ? null : Math.round(found.averageStars * 100) / 100,
        },
      };
    },
  );

  signedIn.get(
    '/holidaze/reviews/pending',
    {
      summary: 'The stays the viewer may review now (as traveller or host)',
      response: { 200: dataEnvelope(z.array(pendingReviewSchema)) },
    },
    async ({ viewer }) => single(await reviews.pendingFor(viewer.id, reviewDays(now()))),
  );
}
