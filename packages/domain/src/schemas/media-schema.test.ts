import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMediaUrl, mediaSchema } from './media-schema';
import { dataOf, issuesOf } from './test-support';

describe('mediaSchema', () => {
  it('trims, and defaults alt to an empty string', () => {
    expect(dataOf(mediaSchema.safeParse({ url: ' https://example.com/a.jpg ' }))).toEqual({
      url: 'https://example.com/a.jpg',
      alt: '',
    });
  });

  it('accepts the paths our server serves', () => {
    expect(
      dataOf(mediaSchema.safeParse({ url: '/media/defaults/venue.svg', alt: 'Home' })),
    ).toEqual({
      url: '/media/defaults/venue.svg',
      alt: 'Home',
    });
  });

  it('requires a URL, with one message', () => {
    expect(issuesOf(mediaSchema.safeParse({ url: '' }))).toEqual([
      [['url'], 'Image URL is required'],
    ]);
    expect(issuesOf(mediaSchema.safeParse({}))).toEqual([[['url'], 'Image URL is required']]);
  });

  it('limits the URL to 300 and alt to 120 characters', () => {
    const longest = `https://example.com/${'a'.repeat(280)}`;
    expect(longest).toHaveLength(300);
    expect(mediaSchema.safeParse({ url: longest, alt: 'x'.repeat(120) }).success).toBe(true);
    expect(issuesOf(mediaSchema.safeParse({ url: `${longest}a`, alt: 'x'.repeat(121) }))).toEqual([
      [['url'], 'Image URL cannot be greater than 300 characters'],
      [['alt'], 'Image alt text cannot be greater than 120 characters'],
    ]);
  });
});

describe('isMediaUrl', () => {
  it.each([
    'https://images.unsplash.com/photo-1?w=800',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/A.PNG',
    '/media/demo/cabin-1.jpg',
  ])('accepts %s', (url) => expect(isMediaUrl(url)).toBe(true));

  it.each([
    'http:foo',
    'http://',
    'https:///path',
    'ftp://example.com/a.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'example.com/a.jpg',
    '/etc/passwd',
    '/media/../secret',
    '/media/',
    '//evil.example/a.jpg',
    'https://exa mple.com',
  ])('refuses %s', (url) => expect(isMediaUrl(url)).toBe(false));
});

describe('mediaSchema on generated URLs', () => {
  it('accepts any http(s) web URL of at most 300 characters', () => {
    const url = fc
      .webUrl({ withQueryParameters: true, withFragments: true })
      .filter((u) => u.length <= 300);
    fc.assert(fc.property(url, (value) => mediaSchema.safeParse({ url: value }).success));
  });

  it('refuses any URL of another scheme', () => {
    const scheme = fc.constantFrom('ftp', 'file', 'javascript', 'data', 'mailto', 'ws');
    const url = fc.tuple(scheme, fc.webUrl()).map(([s, u]) => u.replace(/^https?/, s));
    fc.assert(fc.property(url, (value) => !mediaSchema.safeParse({ url: value }).success));
  });
});
