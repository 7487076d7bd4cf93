import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingCreateBodySchema,
  bookingEnvelopeSchema,
  bookingListEnvelopeSchema,
  bookingListQuerySchema,
  bookingUpdateBodySchema,
  flag,
  idempotencyHeadersSchema,
  quoteStay,
  uuidParamSchema,
} from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/api-error.js';
import { viewerOf, type Authentication, type Viewer } from '../../http/authentication.js';
import { assertCanChangeBooking, canSeeBooking } from '../../http/authorization.js';
import { list, single } from '../../http/envelope.js';
import { idempotencyKeyOf, runOnce, sendKeyed } from '../../http/idempotency.js';
import {
  createNotificationRepository,
  type NoticeSettings,
} from '../notifications/notification-repository.js';
import { createPricingRepository } from '../pricing/pricing-repository.js';
import { createBookingRepository, type BookingQueries } from './booking-repository.js';
import {
  assertCustomerMayChange,
  assertGuestsFit,
  assertKeepsStayRules,
  assertMinimumStay,
  assertStartNotInPast,
  assertWithinStayLimits,
  requestLapse,
} from './booking-rules.js';
import { bookingRequestRoutes } from './booking-request-routes.js';
import { customerCancellationRoutes } from './customer-cancellation-routes.js';
import { hostCancellationRoute } from './host-cancellation-route.js';

const embedQuery = z.object({ _customer: flag, _venue: flag });

export interface BookingRouteDeps {
  db: Kysely<Database>;
  auth: Authentication;
  now: () => Date;
  newBookingReference: () => string;
  notices: NoticeSettings;
}

/** The stay's price at the venue's prices now (the domain's quote), and the venue's policy. */
async function termsFor(
  db: Kysely<Database>,
  venueId: string,
  stay: { dateFrom: string; dateTo: string; guests: number },
) {
  const terms = await createPricingRepository(db).pricingOf(venueId);
  if (!terms) throw notFound('No venue with this id');
  return { quote: quoteStay(stay, terms), policy: terms.cancellationPolicy };
}

/** A booking the viewer may see (customer or venue owner); anyone else gets the same 404. */
export async function findVisibleBooking(bookings: BookingQueries, id: string, viewer: Viewer) {
  const row = await bookings.findWithVenue(id);
  if (!row || !canSeeBooking(viewer, row, row)) throw notFound('No booking with this id');
  return row;
}

export async function bookingRoutes(plugin: FastifyInstance, deps: BookingRouteDeps) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, auth, now } = deps;
  const bookings = createBookingRepository(db);
  // Responses go out through their schemas (this plugin only): only the listed booking fields.
  app.setSerializerCompiler(serializerCompiler);
  const tags = ['bookings'];
  const preHandler = auth.requireAuth;

  app.get(
    '/holidaze/bookings',
    {
      preHandler,
      schema: {
        tags,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListEnvelopeSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const query = request.query;
      const { rows, totalCount } = await bookings.pageVisibleTo(viewer.id, query);
      const data = await bookings.embed(rows, {
        venue: query._venue,
        customer: query._customer,
        viewer,
      });
      return list(data, query.page, query.limit, totalCount);
    },
  );

  app.get(
    '/holidaze/bookings/:id',
    {
      preHandler,
      schema: {
        tags,
        params: uuidParamSchema,
        querystring: embedQuery,
        response: { 200: bookingEnvelopeSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const row = await findVisibleBooking(bookings, request.params.id, viewer);
      const booking = await bookings.embedOne(row, {
        venue: request.query._venue,
        customer: request.query._customer,
        viewer,
      });
      return single(booking);
    },
  );

  app.post(
    '/holidaze/bookings',
    {
      preHandler,
      schema: {
        tags,
        body: bookingCreateBodySchema,
        headers: idempotencyHeadersSchema,
        response: { 201: bookingEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const viewer = viewerOf(request);
      const at = now();
      const response = await runOnce(
        db,
        { profileId: viewer.id, scope: 'bookings', key: idempotencyKeyOf(request), body, now: at },
        async (tx) => {
          const inTransaction = createBookingRepository(tx);
          // Inside: a replay of a key answers as the first time, even after its start has passed.
          assertStartNotInPast(body.dateFrom, at);
          assertWithinStayLimits(body, at);
          const venue = await inTransaction.lockVenue(body.venueId);
          assertGuestsFit(body.guests, venue.max_guests);
          const rules = await inTransaction.stayRulesOf(venue.id);
          assertKeepsStayRules(body, at, rules);
          // On a request-to-book venue the same call asks the host (Noroff clients included).
          const request =
            rules.bookingMode === 'request'
              ? { status: 'requested' as const, expires_at: requestLapse(body, at, rules) }
              : {};
          // Price and policy are fixed now: later edits of the venue's never change them.
          const { quote, policy } = await termsFor(tx, venue.id, body);
          const row = await inTransaction.insert(
            {
              venue_id: venue.id,
              customer_id: viewer.id,
              date_from: body.dateFrom,
              date_to: body.dateTo,
              guests: body.guests,
              quote: JSON.stringify(quote),
              total_ore: quote.totalOre,
              cancellation_policy: policy,
              payment_preference: body.paymentPreference ?? null,
              ...request,
            },
            deps.newBookingReference,
          );
          await createNotificationRepository(tx, deps.notices).tellAboutBooking(
            rules.bookingMode === 'request' ? 'requestReceived' : 'bookingReceived',
            row.id,
            at,
          );
          const booking = await inTransaction.embedOne(row, {
            venue: true,
            customer: true,
            viewer,
          });
          return { statusCode: 201, body: single(booking) };
        },
      );
      return sendKeyed(reply, response);
    },
  );

  app.put(
    '/holidaze/bookings/:id',
    {
      preHandler,
      schema: {
        tags,
        params: uuidParamSchema,
        body: bookingUpdateBodySchema,
        response: { 200: bookingEnvelopeSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const viewer = viewerOf(request);
      const at = now();
      const visible = await findVisibleBooking(bookings, id, viewer);
      assertCanChangeBooking(viewer, visible);
      const row = await db.transaction().execute(async (tx) => {
        const locked = createBookingRepository(tx);
        const venue = await locked.lockVenue(visible.venue_id);
        const current = await findVisibleBooking(locked, id, viewer);
        // Past and ongoing stays are read-only for the customer (only the host may end them).
        assertCustomerMayChange(current, at);
        if (body.dateFrom) assertStartNotInPast(body.dateFrom, at);
        const dateFrom = body.dateFrom ?? current.date_from;
        const dateTo = body.dateTo ?? current.date_to;
        assertMinimumStay(dateFrom, dateTo);
        if (body.dateFrom || body.dateTo) {
          assertWithinStayLimits({ dateFrom, dateTo }, at);
          assertKeepsStayRules({ dateFrom, dateTo }, at, await locked.stayRulesOf(venue.id));
        }
        if (body.guests !== undefined) assertGuestsFit(body.guests, venue.max_guests);
        const guests = body.guests ?? current.guests;
        // A changed stay is priced again at today's prices; an unchanged one keeps its price.
        const changed =
          dateFrom !== current.date_from || dateTo !== current.date_to || guests !== current.guests;
        const quote = changed
          ? (await termsFor(tx, venue.id, { dateFrom, dateTo, guests })).quote
          : null;
        return locked.update(id, {
          date_from: dateFrom,
          date_to: dateTo,
          guests,
          ...(quote ? { quote: JSON.stringify(quote), total_ore: quote.totalOre } : {}),
          updated_at: at,
        });
      });
      const booking = await bookings.embedOne(row, { venue: true, customer: true, viewer });
      return single(booking);
    },
  );

  customerCancellationRoutes(app, { ...deps, bookings });
  hostCancellationRoute(app, { ...deps, bookings });
  bookingRequestRoutes(app, { ...deps, bookings });
}
