import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * API routes without a declared response, each with the reason. Every other route under /api
 * declares `schema.response` with schemas from @holidaze/domain, which the serializer, the
 * OpenAPI document and the web app's types all read (docs/api.md).
 */
const UNDECLARED = new Map<string, string>([
  // Swagger UI's page and assets, and the OpenAPI document itself (generated, in JSON and YAML).
  ['GET /api/docs', 'Swagger UI: redirects to its page'],
  ['GET /api/docs/static/index.html', 'Swagger UI: HTML'],
  ['GET /api/docs/static/swagger-initializer.js', 'Swagger UI: a script'],
  ['GET /api/docs/static/*', 'Swagger UI: its files'],
  ['GET /api/docs/json', 'the OpenAPI document, generated from these schemas'],
  ['GET /api/docs/yaml', 'the OpenAPI document as YAML'],
  ['GET /api/holidaze/events', 'Server-Sent Events: a text/event-stream, never JSON'],
]);

describe('response schemas', () => {
  const routes: { route: string; declared: boolean }[] = [];
  let t: TestApp;
  beforeAll(async () => {
    // With the development-only routes too, so that they are held to the same rule.
    t = await startTestApp(
      'pglite',
      { devJobTrigger: true },
      {
        onRoute: ({ method, url, schema }) => {
          for (const one of [method].flat()) {
            if (one === 'HEAD') continue; // Fastify's copy of each GET.
            routes.push({ route: `${one} ${url}`, declared: schema?.response !== undefined });
          }
        },
      },
    );
  });
  afterAll(() => t?.close());

  const apiRoutes = () =>
    routes.filter(({ route }) => / \/api(\/|$)/.test(route) && !route.startsWith('OPTIONS '));

  it('every JSON route of the API declares the schema of its response', () => {
    const lacking = apiRoutes()
      .filter(({ route, declared }) => !declared && !UNDECLARED.has(route))
      .map(({ route }) => route);
    expect(lacking).toEqual([]);
  });

  it('lists only routes that exist and still declare nothing', () => {
    const undeclared = apiRoutes()
      .filter(({ declared }) => !declared)
      .map(({ route }) => route);
    expect([...UNDECLARED.keys()].sort()).toEqual(undeclared.sort());
  });
});
