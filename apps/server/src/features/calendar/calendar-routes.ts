import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  blockStartProblem,
  earliestTodayAnywhere,
  addDays,
  blockCreateBodySchema,
  calendarBlockSchema,
  dataEnvelope,
  hostMonthSchema,
  noContentSchema,
  stayRulesSchema,
  venueMonthSchema,
  calendarQuerySchema,
  daysBetween,
  stayRulesBodySchema,
  nameParamSchema,
  uuidParamSchema,
  type BookingState,
} from '@holidaze/domain';
import { isExclusionViolation } from '../../db/database-errors.js';
import { badRequest, conflict, notFound } from '../../http/api-error.js';
import { assertCanSeeHostCalendar } from '../../http/authorization.js';
import { single } from '../../http/envelope.js';
import { routeOptions, signedInRoutes, zodRoutes, type RouteDeps } from '../../http/zod-routes.js';
import { createProfileRepository } from '../profiles/index.js';
import { createVenueRepository, ownVenueRoutes } from '../venues/index.js';
import { createCalendarRepository, type VenueBlockRow } from './calendar-repository.js';

export const NIGHTS_TAKEN_MESSAGE = 'These nights are already booked or blocked';
const blockParams = z.object({ id: z.guid(), blockId: z.guid() });

const monthRange = (month: string) => ({
  from: `${month}-01`,
  to: `${addDays(`${month}-01`, 31).slice(0, 7)}-01`,
});

const toBooking = (booking: {
  id: string;
  reference: string;
  date_from: string;
  date_to: string;
  guests: number;
  status: BookingState;
  customer_name: string;
}) => ({
  id: booking.id,
  reference: booking.reference,
  dateFrom: `${booking.date_from}T00:00:00.000Z`,
  dateTo: `${booking.date_to}T00:00:00.000Z`,
  nights: daysBetween(booking.date_from, booking.date_to),
  guests: booking.guests,
  status: booking.status,
  customer: { name: booking.customer_name },
});

const toBlock = (row: VenueBlockRow) => ({
  id: row.id,
  dateFrom: `${row.date_from}T00:00:00.000Z`,
  dateTo: `${row.date_to}T00:00:00.000Z`,
  note: row.note,
  source: row.feed_id === null ? ('host' as const) : ('feed' as const),
  feedId: row.feed_id,
  summary: row.summary,
  conflict: row.conflict,
});

/**
 * The host's calendar of a venue: stay rules (readable by anyone, for the date picker), blocks,
 * and the month view. Everything else is for the venue's owner only.
 */
export async function calendarRoutes(plugin: FastifyInstance, deps: RouteDeps) {
  const app = zodRoutes(plugin);
  const calendars = createCalendarRepository(deps.db);
  const venues = createVenueRepository(deps.db);
  const profiles = createProfileRepository(deps.db);
  const route = routeOptions(['calendar'], deps.auth);
  const signedIn = signedInRoutes(app, ['calendar'], deps.auth);
  const ownVenue = ownVenueRoutes(signedIn, venues);

  app.get(
    '/holidaze/venues/:id/rules',
    route.open({
      summary: "A venue's stay rules",
      params: uuidParamSchema,
      response: { 200: dataEnvelope(stayRulesSchema) },
    }),
    async (request) => {
      if (!(await venues.findRow(request.params.id))) throw notFound('Venue not found');
      return single(await calendars.rulesOf(request.params.id));
    },
  );

  ownVenue.put(
    '/holidaze/venues/:id/rules',
    {
      body: stayRulesBodySchema,
      response: { 200: dataEnvelope(stayRulesSchema) },
    },
    async ({ request, venue }) => {
      await calendars.saveRules(venue.id, request.body, deps.now());
      return single(await calendars.rulesOf(venue.id));
    },
  );

  ownVenue.get(
    '/holidaze/venues/:id/blocks',
    { response: { 200: dataEnvelope(z.array(calendarBlockSchema)) } },
    async ({ venue }) => single((await calendars.blocksOf(venue.id)).map(toBlock)),
  );

  ownVenue.post(
    '/holidaze/venues/:id/blocks',
    {
      body: blockCreateBodySchema,
      response: { 201: dataEnvelope(calendarBlockSchema) },
    },
    async ({ request, reply, venue }) => {
      const { dateFrom, dateTo, note } = request.body;
      const past = blockStartProblem(dateFrom, earliestTodayAnywhere(deps.now()));
      if (past) throw badRequest(past, ['dateFrom']);
      const row = await calendars
        .addBlock(venue.id, { dateFrom, dateTo, note: note ? note : null })
        .catch((error: unknown) => {
          throw isExclusionViolation(error) ? conflict(NIGHTS_TAKEN_MESSAGE) : error;
        });
      return reply.status(201).send(single(toBlock(row)));
    },
  );

  ownVenue.delete(
    '/holidaze/venues/:id/blocks/:blockId',
    { params: blockParams, response: { 204: noContentSchema } },
    async ({ request, reply, venue }) => {
      if (!(await calendars.removeOwnBlock(venue.id, request.params.blockId))) {
        throw notFound('No block of yours with this id on this venue');
      }
      return reply.status(204).send(null);
    },
  );

  ownVenue.get(
    '/holidaze/venues/:id/calendar',
    {
      querystring: calendarQuerySchema,
      response: { 200: dataEnvelope(venueMonthSchema) },
    },
    async ({ request, venue }) => {
      const range = monthRange(request.query.month);
      const [bookings, blocks, rules] = await Promise.all([
        calendars.bookingsOf(venue.id, range),
        calendars.blocksOf(venue.id, range),
        calendars.rulesOf(venue.id),
      ]);
      return single({
        month: request.query.month,
        venue: { id: venue.id, name: venue.name },
        bookings: bookings.map(toBooking),
        blocks: blocks.map(toBlock),
        rules,
      });
    },
  );

  signedIn.get(
    '/holidaze/profiles/:name/calendar',
    {
      summary: "A host's month across all their venues",
      params: nameParamSchema,
      querystring: calendarQuerySchema,
      response: { 200: dataEnvelope(hostMonthSchema) },
    },
    async ({ request, viewer }) => {
      const profile = await profiles.findByName(request.params.name);
      if (!profile) throw notFound('No profile with this name');
      assertCanSeeHostCalendar(viewer, profile);
      const owned = await venues.ownedBy([profile.id], viewer);
      const ids = owned.map(({ venue }) => venue.id);
      const range = monthRange(request.query.month);
      const [bookings, blocks] = await Promise.all([
        calendars.bookingsOfVenues(ids, range),
        calendars.blocksOfVenues(ids, range),
      ]);
      return single({
        month: request.query.month,
        venues: owned.map(({ venue }) => ({
          id: venue.id,
          name: venue.name,
          bookings: bookings.filter((b) => b.venue_id === venue.id).map(toBooking),
          blocks: blocks.filter((b) => b.venue_id === venue.id).map(toBlock),
        })),
      });
    },
  );
}
