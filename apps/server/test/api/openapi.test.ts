import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.js';

describe('API documentation', () => {
  const t = useTestApp('pglite');

  it('serves an OpenAPI document of every route, with the schemas of its inputs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/register',
      '/api/holidaze/venues',
      '/api/holidaze/venues/{id}',
      '/api/holidaze/bookings',
      '/api/holidaze/profiles/{name}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(JSON.stringify(doc.paths['/api/holidaze/venues']!.post)).toContain('maxGuests');
  });

  it('renders Swagger UI at /api/docs, reading the document above', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-initializer.js');
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('./json');
  });
});
