import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Viewer } from '../auth/viewer.js';
import type { Database } from '../db/schema.js';
import { viewerOf, type Authentication } from './authentication.js';

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

type ZodApp = ReturnType<typeof zodRoutes>;

/** A request, and its reply, typed by the route's zod schemas. */
export type ZodRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
export type ZodReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
/** What a handler may answer: what its response schemas allow (as Fastify checks it). */
export type ZodAnswer<S extends FastifySchema> = ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >
>;

/** What a signed-in route's handler is given: its request and reply, and who is signed in. */
export interface SignedInCall<S extends FastifySchema> {
  request: ZodRequest<S>;
  reply: ZodReply<S>;
  viewer: Viewer;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Declares a feature's signed-in routes (docs/decisions/035-signed-in-routes.md): each behind
 * the full check of token then API key, listed under the feature's OpenAPI tags, and its handler
 * handed the viewer. `then` runs after sign-in, before the handler (a per-person limit).
 */
export function signedInRoutes(
  app: ZodApp,
  tags: string[],
  auth: Authentication,
  then?: (request: FastifyRequest) => Promise<void>,
) {
  const on =
    (method: Method) =>
    <S extends FastifySchema>(
      url: string,
      schema: S,
      handler: (call: SignedInCall<S>) => ZodAnswer<S>,
    ) =>
      app.route<RouteGenericInterface, ContextConfigDefault, S>({
        method,
        url,
        preHandler: then ? [auth.requireAuth, then] : auth.requireAuth,
        schema: { tags, ...schema },
        handler: (request, reply) => handler({ request, reply, viewer: viewerOf(request) }),
      });
  return { get: on('GET'), post: on('POST'), put: on('PUT'), delete: on('DELETE') };
}
export type SignedInRoutes = ReturnType<typeof signedInRoutes>;
