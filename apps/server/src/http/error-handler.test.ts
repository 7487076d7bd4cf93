import Fastify from 'fastify';
import { MESSAGES, WISHLIST_MESSAGES } from '@holidaze/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors/not-found-error.js';
import { badRequest, conflict, notFound } from './api-error.js';
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
    app.get('/rule', async () => {
      throw conflict(WISHLIST_MESSAGES.listFull);
    });
    app.get('/validation', async () => {
      throw badRequest(MESSAGES.priceNumber, ['price']);
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
      errors: [{ code: 'status.notFound', message: 'No venue with this id' }],
      status: 'Not Found',
      statusCode: 404,
    });
  });

  it("gives each error the stable code of the rule it broke, else its status's", async () => {
    const rule = (await app.inject({ method: 'GET', url: '/rule' })).json();
    expect(rule.errors).toEqual([
      { code: 'wishlist.listFull', message: WISHLIST_MESSAGES.listFull },
    ]);
    const validation = (await app.inject({ method: 'GET', url: '/validation' })).json();
    expect(validation.errors).toEqual([
      { code: 'form.priceNumber', message: MESSAGES.priceNumber, path: ['price'] },
    ]);
  });
});
