import type { FastifyInstance } from 'fastify';
import {
  dataEnvelope,
  priceQuoteSchema,
  quoteQuerySchema,
  quoteStay,
  uuidParamSchema,
  venuePricingBodySchema,
  venueTermsSchema,
} from '@holidaze/domain';
import { notFound } from '../../http/api-error.js';
import { assertCanChangeVenue } from '../../http/authorization.js';
import { single } from '../../http/envelope.js';
import { routeOptions, signedInRoutes, zodRoutes, type RouteDeps } from '../../http/zod-routes.js';
import { createPricingRepository } from './pricing-repository.js';

/**
 * A venue's itemised price: its settings (anyone reads them, the owner changes them) and the
 * quote of a stay, computed by the domain's `quoteStay`, the function bookings are charged by.
 */
export async function pricingRoutes(plugin: FastifyInstance, deps: RouteDeps) {
  const app = zodRoutes(plugin);
  const pricing = createPricingRepository(deps.db);
  const route = routeOptions(['pricing'], deps.auth);
  const signedIn = signedInRoutes(app, ['pricing'], deps.auth);

  const pricingOrNotFound = async (venueId: string) => {
    const found = await pricing.pricingOf(venueId);
    if (!found) throw notFound('Venue not found');
    return found;
  };

  app.get(
    '/holidaze/venues/:id/pricing',
    route.open({
      summary: "A venue's prices, fees and discounts",
      params: uuidParamSchema,
      response: { 200: dataEnvelope(venueTermsSchema) },
    }),
    async (request) => single(await pricingOrNotFound(request.params.id)),
  );

  signedIn.put(
    '/holidaze/venues/:id/pricing',
    {
      params: uuidParamSchema,
      body: venuePricingBodySchema,
      response: { 200: dataEnvelope(venueTermsSchema) },
    },
    async ({ request, viewer }) => {
      const venue = await pricing.venueOwner(request.params.id);
      if (!venue) throw notFound('Venue not found');
      assertCanChangeVenue(viewer, venue);
      await pricing.savePricing(venue.id, request.body, deps.now());
      return single(await pricingOrNotFound(venue.id));
    },
  );

  app.get(
    '/holidaze/venues/:id/quote',
    route.open({
      summary: 'The price of a stay, night by night, with fees and discounts, in øre',
      params: uuidParamSchema,
      querystring: quoteQuerySchema,
      response: { 200: dataEnvelope(priceQuoteSchema) },
    }),
    async (request) => single(quoteStay(request.query, await pricingOrNotFound(request.params.id))),
  );
}
