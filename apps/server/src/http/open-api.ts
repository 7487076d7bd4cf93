import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, readable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Holidaze provider API',
        description:
          'Compatible with the Noroff v2 Holidaze API. Authenticated calls send `Authorization: Bearer <accessToken>` and `X-Noroff-API-Key: <key>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Noroff-API-Key' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: ['/api/docs', '/api/docs/*'] }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
