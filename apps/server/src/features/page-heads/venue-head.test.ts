import type { Venue } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { indexTemplate } from './index-template.js';
import { venueHead } from './venue-head.js';
import { venueJsonLd } from './venue-json-ld.js';

const BASE = 'https://holidaze.example';
const HOSTILE = '</script><script>alert(1)</script>';

const venue = (overrides: Partial<Venue> = {}): Venue => ({
  id: '0b7e9a3c-5d1f-4c2a-9e8b-1f2a3b4c5d6e',
  name: 'Fjord Cabin',
  description: 'A quiet cabin by the water.',
  media: [{ url: '/media/venues/1.svg', alt: 'The cabin' }],
  price: 1450,
  maxGuests: 4,
  rating: 5,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-02T00:00:00.000Z',
  meta: { wifi: true, parking: false, breakfast: true, pets: false },
  location: {
    address: 'Bryggen 1',
    city: 'Bergen',
    zip: '5003',
    country: 'Norway',
    continent: 'Europe',
    lat: 60.39,
    lng: 5.32,
  },
  _count: { bookings: 0 },
  ...overrides,
});

/** The JSON-LD the head carries, parsed as a crawler would. */
function jsonLdOf(head: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('venueHead', () => {
  it('escapes a hostile name and description everywhere', () => {
    const head = venueHead(
      venue({ name: HOSTILE, description: `"><img src=x onerror=alert(2)> & \u2028 ${HOSTILE}` }),
      BASE,
      null,
    );
    // Only our own script element, opened once and closed once.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).not.toContain('<img');
    expect(head).not.toContain('\u2028');
    expect(head).toContain(
      `<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Holidaze</title>`,
    );
    expect(head).toContain('\\u003c/script\\u003e');
    // Escaped, the values are still exactly the venue's.
    expect(jsonLdOf(head)).toMatchObject({ name: HOSTILE });
  });

  it('makes our images absolute and leaves out what needs an origin when there is none', () => {
    const head = venueHead(venue(), BASE, null);
    expect(head).toContain(`<meta property="og:image" content="${BASE}/media/venues/1.svg" />`);
    expect(head).toContain(`<link rel="canonical" href="${BASE}/venue/${venue().id}" />`);
    const withoutBase = venueHead(venue(), undefined, null);
    expect(withoutBase).not.toContain('og:image"');
    expect(withoutBase).not.toContain('canonical');
    expect(jsonLdOf(withoutBase)).not.toHaveProperty('url');
  });
});

describe('venueJsonLd', () => {
  const page = { url: `${BASE}/venue/x`, images: [`${BASE}/media/venues/1.svg`] };

  it('describes the venue as a VacationRental with its place, occupancy, amenities and offer', () => {
    expect(venueJsonLd(venue(), { ...page, aggregate: null })).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VacationRental',
      identifier: venue().id,
      address: { '@type': 'PostalAddress', addressLocality: 'Bergen', addressCountry: 'Norway' },
      geo: { latitude: 60.39, longitude: 5.32 },
      image: page.images,
      containsPlace: {
        '@type': 'Accommodation',
        occupancy: { maxValue: 4 },
        amenityFeature: expect.arrayContaining([
          { '@type': 'LocationFeatureSpecification', name: 'Wi-Fi', value: true },
          { '@type': 'LocationFeatureSpecification', name: 'Pets Allowed', value: false },
        ]),
      },
      offers: { '@type': 'Offer', price: 1450, priceCurrency: 'NOK' },
    });
  });

  it('rates only from reviews, and invents no place it does not know', () => {
    const unknownPlace = venue({
      location: {
        address: null,
        city: '',
        zip: null,
        country: null,
        continent: null,
        lat: 0,
        lng: 0,
      },
    });
    const none = venueJsonLd(unknownPlace, { ...page, aggregate: null });
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).not.toHaveProperty('address');
    expect(none).not.toHaveProperty('geo');
    const zero = venueJsonLd(venue(), { ...page, aggregate: { ratingValue: 0, reviewCount: 0 } });
    expect(zero).not.toHaveProperty('aggregateRating');
    const rated = venueJsonLd(venue(), {
      ...page,
      aggregate: { ratingValue: 4.6, reviewCount: 12 },
    });
    expect(rated.aggregateRating).toMatchObject({
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
    });
  });
});

describe('indexTemplate', () => {
  it('replaces the generic title and description and keeps the rest of the page', () => {
    const template = indexTemplate(
      '<!doctype html><html><head><meta charset="UTF-8" /><meta\n name="description"\n content="Generic" /><title>Holidaze</title><script src="/assets/a.js"></script></head><body></body></html>',
    )!;
    const page = template.withHead('<title>Mine</title>');
    expect(page).not.toContain('Generic');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<script src="/assets/a.js"></script>');
    expect(page.indexOf('<title>Mine</title>')).toBeLessThan(page.indexOf('</head>'));
  });

  it('puts late tags at the end of the head, after the app’s own script', () => {
    const template = indexTemplate(
      '<!doctype html><html><head><title>Holidaze</title><script src="/assets/a.js"></script></head><body></body></html>',
    )!;
    const page = template.withHead('<title>Mine</title>', '<link rel="preload" href="/b" />');
    expect(page.indexOf('<script src="/assets/a.js">')).toBeLessThan(
      page.indexOf('<link rel="preload" href="/b" />'),
    );
    expect(page.indexOf('<link rel="preload" href="/b" />')).toBeLessThan(page.indexOf('</head>'));
    expect(template.withHead('<title>Mine</title>')).not.toContain('preload');
  });
});
