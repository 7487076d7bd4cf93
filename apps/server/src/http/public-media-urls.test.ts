import { describe, expect, it } from 'vitest';
import {
  publicBaseUrl,
  withAbsoluteMediaUrls,
  withPortableMediaUrls,
} from './public-media-urls.js';

const BASE = 'https://holidaze.example';

describe('withAbsoluteMediaUrls', () => {
  it('makes our media paths absolute wherever a media url sits, and leaves other URLs alone', () => {
    const payload = {
      data: [
        {
          media: [
            { url: '/media/venues/306.svg', alt: 'a' },
            { url: 'https://images.example/x.jpg', alt: 'b' },
          ],
          owner: { avatar: { url: '/media/defaults/avatar.svg', alt: '' } },
          bookings: [{ customer: { banner: { url: '/media/banners/2.svg', alt: '' } } }],
          description: '/media/venues/1.svg is not a url field',
        },
      ],
      meta: { currentPage: 1 },
    };
    expect(withAbsoluteMediaUrls(payload, BASE)).toEqual({
      data: [
        {
          media: [
            { url: `${BASE}/media/venues/306.svg`, alt: 'a' },
            { url: 'https://images.example/x.jpg', alt: 'b' },
          ],
          owner: { avatar: { url: `${BASE}/media/defaults/avatar.svg`, alt: '' } },
          bookings: [{ customer: { banner: { url: `${BASE}/media/banners/2.svg`, alt: '' } } }],
          description: '/media/venues/1.svg is not a url field',
        },
      ],
      meta: { currentPage: 1 },
    });
  });

  it('copies what it changes and never changes its input (mappers may share constants)', () => {
    const shared = { url: '/media/defaults/venue.svg', alt: 'Default' };
    const untouched = { url: 'https://images.example/x.jpg', alt: '' };
    const payload = { data: { media: [shared, untouched] } };
    const out = withAbsoluteMediaUrls(payload, BASE);
    expect(shared.url).toBe('/media/defaults/venue.svg');
    expect(payload.data.media[0]).toBe(shared);
    expect(out.data.media[1]).toBe(untouched);
    const plain = { data: { name: 'no media here' } };
    expect(withAbsoluteMediaUrls(plain, BASE)).toBe(plain);
  });
});

describe('withPortableMediaUrls', () => {
  it('strips our own origins from media URLs a client echoes back, and nothing else', () => {
    const body = {
      media: [
        { url: `${BASE}/media/venues/306.svg` },
        { url: 'HTTP://LOCALHOST:3000/media/venues/7.svg' },
        { url: 'https://elsewhere.example/media/venues/1.svg' },
        { url: `${BASE}/other/1.svg` },
      ],
      avatar: { url: ` ${BASE}/media/avatars/2.svg ` },
    };
    expect(withPortableMediaUrls(body, [BASE, 'http://localhost:3000'])).toEqual({
      media: [
        { url: '/media/venues/306.svg' },
        { url: '/media/venues/7.svg' },
        { url: 'https://elsewhere.example/media/venues/1.svg' },
        { url: `${BASE}/other/1.svg` },
      ],
      avatar: { url: '/media/avatars/2.svg' },
    });
  });

  it('does not walk a deeply nested body (the depth is bounded, not recursive without end)', () => {
    let deep: unknown = { url: `${BASE}/media/venues/1.svg` };
    for (let i = 0; i < 20_000; i += 1) deep = { next: deep };
    expect(() => withPortableMediaUrls(deep, [BASE])).not.toThrow();
  });
});

describe('publicBaseUrl', () => {
  const request = (host: string | undefined, protocol: 'http' | 'https' = 'http') =>
    ({ host, protocol }) as unknown as Parameters<typeof publicBaseUrl>[0];

  it('prefers PUBLIC_URL, else the origin of the request', () => {
    expect(publicBaseUrl(request('api.example:8443', 'https'), BASE)).toBe(BASE);
    expect(publicBaseUrl(request('api.example:8443', 'https'), undefined)).toBe(
      'https://api.example:8443',
    );
    expect(publicBaseUrl(request('[::1]:3000'), undefined)).toBe('http://[::1]:3000');
  });

  it('echoes no Host header that is not a plain host and port (the URL stays relative)', () => {
    for (const host of [undefined, '', 'evil.example/path?', 'a b', 'user@evil.example', 'x:y:z']) {
      expect(publicBaseUrl(request(host), undefined), String(host)).toBeUndefined();
    }
  });
});
