import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { listedVenue, unknownLocation } from '../test-fixtures';
import { venueCreateBodySchema } from './venue-body-schemas';
import { type VenueFormPayload, type VenueFormValues, venueFormSchema } from './venue-form-schema';
import { venueFormDefaults, venueToFormValues } from './venue-form-values';
import { dataOf, issuesOf, messagesAt } from './test-support';

const filled: VenueFormValues = {
  ...venueFormDefaults,
  name: ' Fjord Cabin ',
  description: 'By the water',
  price: '1250',
  maxGuests: '4',
  rating: '4.5',
  location: { ...venueFormDefaults.location, city: 'Bergen', lat: '60.39', lng: 5.32 },
  media: [{ url: 'https://example.com/1.jpg', alt: 'Front' }],
};

const venue = listedVenue({
  media: [{ url: 'https://example.com/1.jpg', alt: 'Front' }],
  rating: 4.5,
  meta: { wifi: true, parking: false, breakfast: true, pets: false },
  location: { ...unknownLocation, city: 'Bergen', country: 'Norway', lat: 60.39, lng: 5.32 },
});

describe('venueFormSchema (spec §2, §3, §5)', () => {
  it('turns the form values into the venue payload, numbers as numbers', () => {
    expect(dataOf(venueFormSchema.safeParse(filled))).toEqual({
      name: 'Fjord Cabin',
      description: 'By the water',
      price: 1250,
      maxGuests: 4,
      rating: 4.5,
      meta: { wifi: false, parking: false, breakfast: false, pets: false },
      location: { ...unknownLocation, city: 'Bergen', lat: 60.39, lng: 5.32 },
      media: [{ url: 'https://example.com/1.jpg', alt: 'Front' }],
    });
  });

  it('gives the spec messages on an untouched form', () => {
    expect(issuesOf(venueFormSchema.safeParse(venueFormDefaults))).toEqual([
      [['name'], 'Name is required'],
      [['description'], 'Description is required'],
      [['price'], 'This field is required'],
      [['maxGuests'], 'This field is required'],
    ]);
  });

  it('treats blank, whitespace, NaN and non-numeric number inputs as missing', () => {
    for (const value of ['', '   ', Number.NaN, 'abc']) {
      const result = venueFormSchema.safeParse({ ...filled, price: value, maxGuests: value });
      expect(messagesAt(result, 'price'), String(value)).toEqual(['This field is required']);
      expect(messagesAt(result, 'maxGuests'), String(value)).toEqual(['This field is required']);
    }
  });

  it('reads maxGuests typed as text or number, and keeps it within 1..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), fc.boolean(), (n, asText) => {
        const result = venueFormSchema.safeParse({ ...filled, maxGuests: asText ? ` ${n} ` : n });
        if (n >= 1 && n <= 100) expect(dataOf(result).maxGuests).toBe(n);
        else expect(messagesAt(result, 'maxGuests')).toHaveLength(1);
      }),
    );
  });

  it('refuses a free night, which the API would take, and takes NOK 1', () => {
    expect(issuesOf(venueFormSchema.safeParse({ ...filled, price: '0' }))).toEqual([
      [['price'], 'A night must cost at least NOK 1'],
    ]);
    expect(venueFormSchema.safeParse({ ...filled, price: '1' }).success).toBe(true);
  });

  it('applies the API limits to the numbers', () => {
    const result = venueFormSchema.safeParse({ ...filled, price: -5, maxGuests: '0', rating: 3.2 });
    expect(issuesOf(result)).toEqual([
      [['price'], 'You cannot pay guests to stay at your venue'],
      [['maxGuests'], 'A venue must accommodate at least one guest'],
      [['rating'], 'Rating must be in steps of 0.5'],
    ]);
  });

  it('drops blank image rows but reports a half-filled one at its own row', () => {
    const media = [
      { url: '', alt: '' },
      { url: '', alt: 'Only a caption' },
      { url: 'https://example.com/2.jpg', alt: '' },
      { url: 'not a url', alt: '' },
    ];
    expect(issuesOf(venueFormSchema.safeParse({ ...filled, media }))).toEqual([
      [['media', 1, 'url'], 'Image URL is required'],
      [['media', 3, 'url'], 'Image URL must be a valid http(s) URL'],
    ]);
    const kept = dataOf(venueFormSchema.safeParse({ ...filled, media: [media[0]!, media[2]!] }));
    expect(kept.media).toEqual([{ url: 'https://example.com/2.jpg', alt: '' }]);
  });

  it('allows at most 8 images', () => {
    const rows = Array.from({ length: 9 }, (_, n) => ({
      url: `https://example.com/${n}.jpg`,
      alt: '',
    }));
    expect(issuesOf(venueFormSchema.safeParse({ ...filled, media: rows }))).toEqual([
      [['media'], 'You cannot have more than 8 images'],
    ]);
    expect(venueFormSchema.safeParse({ ...filled, media: rows.slice(0, 8) }).success).toBe(true);
  });

  it('keeps coordinates optional but in range', () => {
    const none = dataOf(
      venueFormSchema.safeParse({
        ...filled,
        location: { ...filled.location, lat: '', lng: null },
      }),
    );
    expect(none.location).toMatchObject({ lat: null, lng: null });
    const result = venueFormSchema.safeParse({
      ...filled,
      location: { ...filled.location, lat: 91, lng: '-181' },
    });
    expect(issuesOf(result)).toEqual([
      [['location', 'lat'], 'Latitude must be between -90 and 90'],
      [['location', 'lng'], 'Longitude must be between -180 and 180'],
    ]);
  });

  it('produces a payload the API accepts', () => {
    const payload = dataOf(venueFormSchema.safeParse(filled));
    expect(dataOf(venueCreateBodySchema.safeParse(payload))).toMatchObject(payload);
  });

  it('has input and output types the web form can hold', () => {
    expectTypeOf<VenueFormValues['price']>().toEqualTypeOf<number | string>();
    expectTypeOf<VenueFormValues['media']>().toEqualTypeOf<{ url: string; alt: string }[]>();
    expectTypeOf<VenueFormPayload['price']>().toEqualTypeOf<number>();
    expectTypeOf<VenueFormPayload['location']['lat']>().toEqualTypeOf<number | null>();
  });
});

describe('venueToFormValues', () => {
  it('prefills the edit form so that saving unchanged gives the stored venue back', () => {
    const values = venueToFormValues(venue);
    expect(values.location).toMatchObject({
      address: '',
      city: 'Bergen',
      country: 'Norway',
      lat: 60.39,
    });
    const { id: _id, created: _created, updated: _updated, _count, ...stored } = venue;
    expect(dataOf(venueFormSchema.safeParse(values))).toEqual(stored);
  });

  it('offers one empty image row when the venue has none, and copies rather than shares', () => {
    expect(venueToFormValues({ ...venue, media: [] }).media).toEqual([{ url: '', alt: '' }]);
    const values = venueToFormValues(venue);
    values.meta.wifi = false;
    values.media[0]!.alt = 'changed';
    expect(venue.meta.wifi).toBe(true);
    expect(venue.media[0]!.alt).toBe('Front');
  });
});
