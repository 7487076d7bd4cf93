import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiReadUrl, venueDetailRead } from './api-read';

describe('apiReadUrl', () => {
  it('sends the values in the order given and leaves out undefined and empty ones', () => {
    expect(
      apiReadUrl({
        path: '/holidaze/venues',
        query: { q: undefined, guests: 2, sort: 'created', name: '', page: 1, pets: true },
      }),
    ).toBe('/holidaze/venues?guests=2&sort=created&page=1&pets=true');
    expect(apiReadUrl({ path: '/holidaze/venues', query: {} })).toBe('/holidaze/venues');
  });

  it('gives back every value it sends, whatever it holds', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })),
        (query) => {
          const url = apiReadUrl({ path: '/p', query });
          const sent = new URLSearchParams(url.split('?')[1] ?? '');
          expect(Object.fromEntries(sent)).toEqual(query);
        },
      ),
    );
  });

  it("reads a venue's page as the web app asks for it, its id escaped", () => {
    expect(apiReadUrl(venueDetailRead('a/b'))).toBe(
      '/holidaze/venues/a%2Fb?_owner=true&_bookings=true',
    );
  });
});
