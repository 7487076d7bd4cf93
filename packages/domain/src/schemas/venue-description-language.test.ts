import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listedVenue, minimalVenueBody as minimal } from '../test-fixtures';
import { venueDescriptionFor } from '../venue-meta';
import { dataOf, issuesOf, messagesAt } from './test-support';
import {
  VENUE_DESCRIPTION_MAX,
  venueCreateBodySchema,
  venueUpdateBodySchema,
} from './venue-body-schemas';
import { venueFormSchema } from './venue-form-schema';
import { venueFormDefaults, venueToFormValues } from './venue-form-values';

describe('a venue body’s description language and translation (ours, beside Noroff’s)', () => {
  it('leaves both out of a body that names neither, as a Noroff client sends it', () => {
    const data = dataOf(venueCreateBodySchema.safeParse(minimal));
    expect(data).not.toHaveProperty('descriptionLanguage');
    expect(data).not.toHaveProperty('descriptionTranslation');
  });

  it('takes the language the description is in and a trimmed translation into the other', () => {
    const data = dataOf(
      venueCreateBodySchema.safeParse({
        ...minimal,
        descriptionLanguage: 'en',
        descriptionTranslation: '  Ved vannet  ',
      }),
    );
    expect(data).toMatchObject({
      descriptionLanguage: 'en',
      descriptionTranslation: 'Ved vannet',
    });
  });

  it('takes a blank translation as none', () => {
    for (const blank of ['', '   ', null]) {
      const body = { ...minimal, descriptionLanguage: 'nb', descriptionTranslation: blank };
      expect(dataOf(venueCreateBodySchema.safeParse(body)).descriptionTranslation).toBeNull();
    }
  });

  it('refuses any language but en and nb', () => {
    for (const language of ['no', 'EN', '', 1]) {
      const body = { ...minimal, descriptionLanguage: language };
      expect(messagesAt(venueCreateBodySchema.safeParse(body), 'descriptionLanguage')).toEqual([
        'Language must be en or nb',
      ]);
    }
  });

  it('refuses a translation without the language of the description, on create and update', () => {
    const message = [
      ['descriptionTranslation'],
      'descriptionTranslation needs descriptionLanguage',
    ];
    expect(
      issuesOf(
        venueCreateBodySchema.safeParse({ ...minimal, descriptionTranslation: 'Ved vannet' }),
      ),
    ).toEqual([message]);
    for (const descriptionLanguage of [undefined, null]) {
      const body = { descriptionTranslation: 'Ved vannet', descriptionLanguage };
      expect(issuesOf(venueUpdateBodySchema.safeParse(body))).toEqual([message]);
    }
    expect(dataOf(venueUpdateBodySchema.safeParse({ descriptionLanguage: null }))).toEqual({
      descriptionLanguage: null,
    });
  });

  it('sizes the translation as the description: up to the same limit, not one more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: VENUE_DESCRIPTION_MAX + 200 }), (length) => {
        const text = 'x'.repeat(length);
        const asDescription = venueCreateBodySchema.safeParse({ ...minimal, description: text });
        const asTranslation = venueUpdateBodySchema.safeParse({
          descriptionLanguage: 'en',
          descriptionTranslation: text,
        });
        expect(asTranslation.success).toBe(asDescription.success);
        expect(asTranslation.success).toBe(length <= VENUE_DESCRIPTION_MAX);
        if (!asTranslation.success) {
          expect(messagesAt(asTranslation, 'descriptionTranslation')).toEqual([
            'Description cannot be greater than 5000 characters',
          ]);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('venueDescriptionFor', () => {
  const venue = {
    description: 'A quiet cabin.',
    descriptionLanguage: 'en' as const,
    descriptionTranslation: 'En stille hytte.',
  };

  it('shows the host’s words in the page’s language when they wrote them', () => {
    expect(venueDescriptionFor(venue, 'en')).toEqual({ text: 'A quiet cabin.', language: 'en' });
    expect(venueDescriptionFor(venue, 'nb')).toEqual({ text: 'En stille hytte.', language: 'nb' });
    const norwegian = {
      description: 'En stille hytte.',
      descriptionLanguage: 'nb' as const,
      descriptionTranslation: 'A quiet cabin.',
    };
    expect(venueDescriptionFor(norwegian, 'en')).toEqual({
      text: 'A quiet cabin.',
      language: 'en',
    });
    expect(venueDescriptionFor(norwegian, 'nb')).toEqual({
      text: 'En stille hytte.',
      language: 'nb',
    });
  });

  it('else the one they wrote, with its language when they said it', () => {
    const untranslated = { ...venue, descriptionTranslation: null };
    expect(venueDescriptionFor(untranslated, 'nb')).toEqual({
      text: 'A quiet cabin.',
      language: 'en',
    });
    expect(venueDescriptionFor({ ...venue, descriptionTranslation: '  ' }, 'nb').text).toBe(
      'A quiet cabin.',
    );
    expect(venueDescriptionFor({ description: 'A quiet cabin.' }, 'nb')).toEqual({
      text: 'A quiet cabin.',
      language: null,
    });
  });
});

describe('the venue form’s description language and translation', () => {
  const filled = {
    ...venueFormDefaults,
    name: 'Fjord Cabin',
    description: 'By the water',
    price: '1250',
    maxGuests: '4',
  };

  it('sends neither until the host chose the language', () => {
    const data = dataOf(venueFormSchema.safeParse({ ...filled, descriptionTranslation: 'Ved' }));
    expect(data).not.toHaveProperty('descriptionLanguage');
    expect(data).not.toHaveProperty('descriptionTranslation');
  });

  it('sends the language and the trimmed translation, a blank one as none', () => {
    const chosen = { ...filled, descriptionLanguage: 'en' as const };
    expect(
      dataOf(venueFormSchema.safeParse({ ...chosen, descriptionTranslation: ' Ved vannet ' })),
    ).toMatchObject({ descriptionLanguage: 'en', descriptionTranslation: 'Ved vannet' });
    expect(dataOf(venueFormSchema.safeParse(chosen))).toMatchObject({
      descriptionLanguage: 'en',
      descriptionTranslation: null,
    });
  });

  it('prefills both from a stored venue and gives them back unchanged', () => {
    const venue = listedVenue({
      descriptionLanguage: 'nb',
      descriptionTranslation: 'By the water, in English',
    });
    const values = venueToFormValues(venue);
    expect(values).toMatchObject({
      descriptionLanguage: 'nb',
      descriptionTranslation: 'By the water, in English',
    });
    expect(dataOf(venueFormSchema.safeParse(values))).toMatchObject({
      descriptionLanguage: 'nb',
      descriptionTranslation: 'By the water, in English',
    });
  });
});
