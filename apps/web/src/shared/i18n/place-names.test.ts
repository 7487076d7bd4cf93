import { UNKNOWN_CITY, UNKNOWN_COUNTRY } from '@holidaze/domain';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { placeNames } from './place-names';

describe('placeNames', () => {
  it("says an unknown city and country in the domain's words in English, and keeps known ones", () => {
    i18n.activate('en');
    expect(placeNames({ city: '', country: null }, i18n)).toEqual({
      city: UNKNOWN_CITY,
      country: UNKNOWN_COUNTRY,
    });
    expect(placeNames(undefined, i18n)).toEqual({ city: UNKNOWN_CITY, country: UNKNOWN_COUNTRY });
    expect(placeNames({ city: 'Bergen', country: 'Norway' }, i18n)).toEqual({
      city: 'Bergen',
      country: 'Norway',
    });
  });
});
