import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors/not-found-error.js';
import { notFound } from './api-error.js';
import { registerErrorHandling } from './error-handler.js';

describe('error handler', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/domain', async () => {
      throw new NotFoundError('No venue with this id');
    });
    app.get('/http', async () => {
      throw notFound('No venue with this id');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a NotFoundError from below the HTTP layer exactly as an HTTP 404', async () => {
    const fromDomain = await app.inject({ method: 'GET', url: '/domain' });
    const fromHttp = await app.inject({ method: 'GET', url: '/http' });
    expect(fromDomain.statusCode).toBe(404);
    expect(fromDomain.body).toBe(fromHttp.body);
    expect(fromDomain.json()).toEqual({
      errors: [{ message: 'No venue with this id' }],
      status: 'Not Found',
      statusCode: 404,
    });
  });
});
