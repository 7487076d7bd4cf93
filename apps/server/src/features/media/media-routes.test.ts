import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from './media-routes.js';

describe('media routes', () => {
  const app = fastify();
  beforeAll(async () => {
    await app.register(mediaRoutes);
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each([
    '/media/venues/1.svg',
    '/media/venues/123456.svg',
    '/media/avatars/7.svg',
    '/media/banners/3.svg',
  ])('draws %s as a cacheable SVG', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(response.body.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it.each(['venue', 'avatar', 'banner'])('serves the default %s image', async (name) => {
    const response = await get(`/media/defaults/${name}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('<svg');
  });

  it('draws the same picture for the same number, and another for another number', async () => {
    const first = await get('/media/venues/42.svg');
    const again = await get('/media/venues/42.svg');
    const other = await get('/media/venues/43.svg');
    expect(again.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
  });

  it.each([
    '/media/venues/0.svg',
    '/media/venues/007.svg',
    '/media/venues/abc.svg',
    '/media/venues/1.png',
    '/media/venues/1234567890.svg',
    '/media/houses/1.svg',
    '/media/constructor/1.svg',
    '/media/defaults/house.svg',
    '/media/defaults/constructor.svg',
    '/media/venues/1.svg/extra',
    '/media/venues',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type'] ?? '').not.toMatch(/svg/);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/media/avatars/2.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});
