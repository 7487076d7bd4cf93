import { describe, expect, it } from 'vitest';
import { venueMetaDescription } from './venue-meta';

const location = { city: 'Bergen', country: 'Norway' };

describe('venueMetaDescription', () => {
  it('says where the venue is, then quotes the start of its description as plain text', () => {
    expect(
      venueMetaDescription({
        name: 'Fjord Cabin',
        description: '<p>Quiet   cabin</p>\nby the <b>water</b>.',
        location,
      }),
    ).toBe('Fjord Cabin in Bergen, Norway. Quiet cabin by the water.');
  });

  it('cuts a long description at a word and names an unknown place', () => {
    const text = venueMetaDescription({
      name: 'Loft',
      description: 'word '.repeat(60),
      location: { city: null, country: '' },
    });
    expect(text.startsWith('Loft in Unknown City, Unknown Country. word')).toBe(true);
    expect(text.endsWith('word...')).toBe(true);
    expect(text.length).toBeLessThan(180);
  });

  it('leaves out an empty description', () => {
    expect(venueMetaDescription({ name: 'Loft', description: ' ', location })).toBe(
      'Loft in Bergen, Norway.',
    );
  });

  it("puts the page's language around the host's own words, which stay as written", () => {
    const venue = { name: 'Fjord Cabin', description: 'A quiet cabin.', location };
    expect(venueMetaDescription(venue, 'nb')).toBe('Fjord Cabin i Bergen, Norway. A quiet cabin.');
    expect(venueMetaDescription({ ...venue, location: { city: '', country: null } }, 'nb')).toBe(
      'Fjord Cabin i Ukjent by, Ukjent land. A quiet cabin.',
    );
    expect(venueMetaDescription(venue, 'en')).toBe(venueMetaDescription(venue));
  });
});

describe('venueMetaDescription with a description in two languages', () => {
  it('quotes the description in the page’s language when the host wrote one', () => {
    const venue = {
      name: 'Fjord Cabin',
      description: 'A quiet cabin.',
      descriptionLanguage: 'en' as const,
      descriptionTranslation: 'En stille hytte.',
      location,
    };
    expect(venueMetaDescription(venue, 'nb')).toBe(
      'Fjord Cabin i Bergen, Norway. En stille hytte.',
    );
    expect(venueMetaDescription(venue, 'en')).toBe('Fjord Cabin in Bergen, Norway. A quiet cabin.');
  });
});
