import { describe, expect, it } from 'vitest';
import { venueCreateBodySchema, venueUpdateBodySchema } from './venue-body-schemas';
import { minimalVenueBody as minimal, unknownLocation } from '../test-fixtures';
import { dataOf, issuesOf, messagesAt } from './test-support';

const image = (n: number) => ({ url: `https://example.com/${n}.jpg`, alt: `Photo ${n}` });

describe('venueCreateBodySchema (api-contract V4)', () => {
  it('fills the defaults: rating 0, meta false, location null, media left to the server', () => {
    expect(dataOf(venueCreateBodySchema.safeParse(minimal))).toEqual({
      ...minimal,
      rating: 0,
      meta: { wifi: false, parking: false, breakfast: false, pets: false },
      location: unknownLocation,
    });
  });

  it('keeps given values and defaults only the missing ones', () => {
    const body = {
      ...minimal,
      rating: 4.5,
      media: [image(1)],
      meta: { wifi: true },
      location: { city: ' Bergen ', lat: 60.39, lng: 5.32 },
    };
    const data = dataOf(venueCreateBodySchema.safeParse(body));
    expect(data.meta).toEqual({ wifi: true, parking: false, breakfast: false, pets: false });
    expect(data.location).toMatchObject({ city: 'Bergen', country: null, lat: 60.39, lng: 5.32 });
    expect(data.media).toEqual([image(1)]);
    expect(data.rating).toBe(4.5);
  });

  it('drops keys a client may not set', () => {
    const body = {
      ...minimal,
      id: 'x',
      owner: { name: 'eve' },
      created: 'now',
      bookings: [],
      _count: {},
    };
    const data = dataOf(venueCreateBodySchema.safeParse(body));
    for (const key of ['id', 'owner', 'created', 'bookings', '_count'])
      expect(data).not.toHaveProperty(key);
  });

  it('says what is missing', () => {
    expect(issuesOf(venueCreateBodySchema.safeParse({}))).toEqual([
      [['name'], 'Name is required'],
      [['description'], 'Description is required'],
      [['price'], 'Price is required'],
      [['maxGuests'], 'Max guests is required'],
    ]);
    expect(messagesAt(venueCreateBodySchema.safeParse({ ...minimal, name: '  ' }), 'name')).toEqual(
      ['Name is required'],
    );
  });

  it('carries the contract messages for prices, guests, ratings, images and coordinates', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: -1 }, 'price', 'You cannot pay guests to stay at your venue'],
      [{ price: 10_001 }, 'price', 'Price cannot be greater than 10,000'],
      [{ maxGuests: 0 }, 'maxGuests', 'A venue must accommodate at least one guest'],
      [{ maxGuests: 101 }, 'maxGuests', 'A venue cannot accommodate more than 100 guests'],
      [{ maxGuests: 2.5 }, 'maxGuests', 'Max guests must be a whole number'],
      [{ rating: 5.5 }, 'rating', 'Rating must be between 0 and 5'],
      [{ rating: -0.5 }, 'rating', 'Rating must be between 0 and 5'],
      [{ rating: 3.3 }, 'rating', 'Rating must be in steps of 0.5'],
      [
        { media: Array.from({ length: 9 }, (_, n) => image(n)) },
        'media',
        'You cannot have more than 8 images',
      ],
      [{ location: { lat: 90.1 } }, 'location.lat', 'Latitude must be between -90 and 90'],
      [{ location: { lng: -180.1 } }, 'location.lng', 'Longitude must be between -180 and 180'],
      [{ location: { lat: '' } }, 'location.lat', 'Latitude must be a number'],
      [{ location: { lng: '' } }, 'location.lng', 'Longitude must be a number'],
      [{ location: { lat: '59.9' } }, 'location.lat', 'Latitude must be a number'],
      [{ location: { lng: true } }, 'location.lng', 'Longitude must be a number'],
    ];
    for (const [change, path, message] of cases) {
      expect(
        messagesAt(venueCreateBodySchema.safeParse({ ...minimal, ...change }), path),
        path,
      ).toEqual([message]);
    }
  });

  it('accepts the limits themselves', () => {
    const edges = { price: 0, maxGuests: 100, rating: 5, location: { lat: -90, lng: 180 } };
    expect(venueCreateBodySchema.safeParse({ ...minimal, ...edges }).success).toBe(true);
    expect(
      venueCreateBodySchema.safeParse({ ...minimal, price: 10_000, maxGuests: 1 }).success,
    ).toBe(true);
    const eight = Array.from({ length: 8 }, (_, n) => image(n));
    expect(venueCreateBodySchema.safeParse({ ...minimal, media: eight }).success).toBe(true);
  });

  it('takes numbers only as JSON numbers', () => {
    const result = venueCreateBodySchema.safeParse({ ...minimal, price: '1250', maxGuests: '4' });
    expect(issuesOf(result)).toEqual([
      [['price'], 'Price must be a number'],
      [['maxGuests'], 'Max guests must be a whole number'],
    ]);
  });

  it('reports a bad image at its JSON path', () => {
    const result = venueCreateBodySchema.safeParse({
      ...minimal,
      media: [image(1), { url: 'nope' }],
    });
    expect(issuesOf(result)).toEqual([
      [['media', 1, 'url'], 'Image URL must be a valid http(s) URL'],
    ]);
  });
});

describe('venueUpdateBodySchema (api-contract V5)', () => {
  it('passes only what was given, so meta and location merge', () => {
    expect(dataOf(venueUpdateBodySchema.safeParse({ meta: { pets: true } }))).toEqual({
      meta: { pets: true },
    });
    expect(dataOf(venueUpdateBodySchema.safeParse({ location: { city: null } }))).toEqual({
      location: { city: null },
    });
  });

  it('needs at least one field, ignoring keys a client may not set', () => {
    for (const body of [{}, { owner: { name: 'eve' }, id: 'x' }]) {
      expect(issuesOf(venueUpdateBodySchema.safeParse(body))).toEqual([
        [[], 'You must provide at least one field to update'],
      ]);
    }
  });

  it('applies the create rules to the fields it is given', () => {
    expect(issuesOf(venueUpdateBodySchema.safeParse({ price: 20_000, name: '' }))).toEqual([
      [['name'], 'Name is required'],
      [['price'], 'Price cannot be greater than 10,000'],
    ]);
  });
});
