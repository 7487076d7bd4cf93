import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/schema.js';
import type { Authentication } from './authentication.js';

/** What a feature's routes are given, at the least: the database, sign-in and the app's clock. */
export interface RouteDeps {
  db: Kysely<Database>;
  auth: Authentication;
  now: () => Date;
}

/**
 * A feature's routes, typed by their zod schemas and answered through them: a response carries
 * only what its schema lists (the API's scope in app.ts sets the validator).
 */
export function zodRoutes(plugin: FastifyInstance) {
  plugin.setSerializerCompiler(serializerCompiler);
  return plugin.withTypeProvider<ZodTypeProvider>();
}

/**
 * The options of a feature's routes: each listed under the feature's OpenAPI tags, and the
 * signed-in ones behind the full check of token then API key, so `viewerOf(request)` holds.
 */
export function routeOptions(tags: string[], auth: Authentication) {
  return {
    open: <S extends FastifySchema>(schema: S) => ({ schema: { tags, ...schema } }),
    /** Anyone's, and who is signed in is known (`request.viewer`): owners see more. */
    viewing: <S extends FastifySchema>(schema: S) => ({
      preHandler: auth.optionalViewer,
      schema: { tags, ...schema },
    }),
    signedIn: <S extends FastifySchema>(schema: S) => ({
      preHandler: auth.requireAuth,
      schema: { tags, ...schema },
    }),
  };
}
