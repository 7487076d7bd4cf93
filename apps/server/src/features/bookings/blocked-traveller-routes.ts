import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  blockedTravellerSchema,
  dataEnvelope,
  listEnvelope,
  nameParamSchema,
  noContentSchema,
} from '@holidaze/domain';
import { badRequest, notFound } from '../../http/api-error.js';
import { viewerOf } from '../../http/authentication.js';
import { assertCanManageBlockedTravellers } from '../../http/authorization.js';
import { list, single } from '../../http/envelope.js';
import { routeOptions } from '../../http/zod-routes.js';
import { createProfileRepository } from '../profiles/index.js';
import { createBlockedTravellerRepository } from './blocked-traveller-repository.js';
import type { BookingFeatureDeps } from './booking-route-deps.js';

const travellerParamSchema = nameParamSchema.extend({ traveller: nameParamSchema.shape.name });

/**
 * A host's block list: the travellers whose bookings and requests their venues refuse (the
 * lifecycle checks it when a booking is placed; what they already booked stays, for the host to
 * answer or cancel). Only the profile's own person reads or changes it (403 for anyone else,
 * 404 for an unknown profile or traveller). docs/api.md, "Blocked travellers".
 */
export function blockedTravellerRoutes(plugin: FastifyInstance, deps: BookingFeatureDeps) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const profiles = createProfileRepository(deps.db);
  const blocked = createBlockedTravellerRepository(deps.db);
  const route = routeOptions(['profiles'], deps.auth);
  const base = '/holidaze/profiles/:name/blocked-travellers';

  async function find(name: string) {
    const row = await profiles.findByName(name);
    if (!row) throw notFound('No profile with this name');
    return row;
  }

  /** The host whose list it is, when the viewer is that host (else the 404 or the 403). */
  async function listOwner(request: FastifyRequest, name: string) {
    const host = await find(name);
    assertCanManageBlockedTravellers(viewerOf(request), host);
    return host;
  }

  app.get(
    base,
    route.signedIn({
      params: nameParamSchema,
      response: { 200: listEnvelope(blockedTravellerSchema) },
    }),
    async (request) => {
      const host = await listOwner(request, request.params.name);
      const rows = await blocked.listOf(host.id);
      const data = rows.map((row) => ({ name: row.name, blockedAt: row.created_at.toISOString() }));
      return list(data, 1, Math.max(rows.length, 1), rows.length);
    },
  );

  app.put(
    `${base}/:traveller`,
    route.signedIn({
      params: travellerParamSchema,
      response: { 200: dataEnvelope(blockedTravellerSchema) },
    }),
    async (request) => {
      const host = await listOwner(request, request.params.name);
      const traveller = await find(request.params.traveller);
      if (traveller.id === host.id) throw badRequest(ACCOUNT_MESSAGES.blockSelf, ['traveller']);
      const at = await blocked.block(host.id, traveller.id, deps.now());
      return single({ name: traveller.name, blockedAt: at.toISOString() });
    },
  );

  app.delete(
    `${base}/:traveller`,
    route.signedIn({ params: travellerParamSchema, response: { 204: noContentSchema } }),
    async (request, reply) => {
      const host = await listOwner(request, request.params.name);
      const traveller = await find(request.params.traveller);
      await blocked.unblock(host.id, traveller.id);
      return reply.status(204).send(null);
    },
  );
}
