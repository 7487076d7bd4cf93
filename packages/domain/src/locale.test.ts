import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localePath, localeOfTag, negotiateLocale, splitLocalePath } from './locale';

describe('the language of a page', () => {
  it('is the one its URL names, before a saved choice and the browser', () => {
    expect(negotiateLocale({ pathname: '/nb/venue/1', saved: 'en', preferred: ['en'] })).toBe('nb');
    expect(negotiateLocale({ pathname: '/en', saved: 'nb', preferred: ['nb'] })).toBe('en');
  });

  it('is the saved choice where the URL names none, before the browser', () => {
    expect(negotiateLocale({ pathname: '/browse', saved: 'nb', preferred: ['en-US'] })).toBe('nb');
  });

  it("is the first of the browser's languages we have, else English", () => {
    expect(negotiateLocale({ pathname: '/', preferred: ['de-DE', 'nn-NO', 'en'] })).toBe('nb');
    expect(negotiateLocale({ pathname: '/', preferred: ['sv', 'en-GB'] })).toBe('en');
    expect(negotiateLocale({ pathname: '/', saved: 'de', preferred: ['sv'] })).toBe('en');
  });

  it('reads Norwegian in any written form as Bokmål', () => {
    expect(['nb', 'no', 'nn', 'nb-NO', 'NO_no'].map(localeOfTag)).toEqual(Array(5).fill('nb'));
    expect(localeOfTag('nl')).toBeUndefined();
  });

  it('takes only a whole first segment as a language', () => {
    expect(splitLocalePath('/nb/browse')).toEqual({ locale: 'nb', path: '/browse' });
    expect(splitLocalePath('/nb')).toEqual({ locale: 'nb', path: '/' });
    expect(splitLocalePath('/nbx/browse')).toEqual({ locale: undefined, path: '/nbx/browse' });
    expect(splitLocalePath('/de/browse')).toEqual({ locale: undefined, path: '/de/browse' });
  });

  it('gives back the path it took the language from', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'nb'),
        fc.array(segment, { maxLength: 4 }),
        (locale, parts) => {
          const path = `/${parts.join('/')}`;
          expect(splitLocalePath(localePath(locale, path))).toEqual({ locale, path });
        },
      ),
    );
  });
});
