import { describe, expect, it } from 'vitest';
import { cookieValue, pageLanguage, servedPath } from './page-language.js';

describe('pageLanguage', () => {
  it('takes the URL’s prefix first, and keeps the path without it', () => {
    const headers = { cookie: 'holidaze_lang=nb', 'accept-language': 'nb' };
    expect(pageLanguage('/en/venue/1?guests=2', headers)).toEqual({
      locale: 'en',
      path: '/venue/1',
      named: true,
    });
    expect(pageLanguage('/nb', {})).toEqual({ locale: 'nb', path: '/', named: true });
    expect(servedPath(pageLanguage('/nb/browse?q=x', {}))).toBe('/nb/browse');
  });

  it('then the saved choice, then the browser’s languages by their weights, then English', () => {
    const of = (headers: Record<string, string>) => pageLanguage('/browse', headers).locale;
    expect(of({ cookie: 'a=1; holidaze_lang=nb', 'accept-language': 'en' })).toBe('nb');
    expect(of({ cookie: 'holidaze_lang=de', 'accept-language': 'nb' })).toBe('nb');
    expect(of({ 'accept-language': 'en;q=0.4, nn-NO;q=0.8' })).toBe('nb');
    expect(of({ 'accept-language': 'fr, en-US;q=0.5, nb;q=0.2' })).toBe('en');
    expect(of({ 'accept-language': 'nb;q=0' })).toBe('en');
    expect(of({})).toBe('en');
    expect(pageLanguage('/de/browse', {})).toEqual({
      locale: 'en',
      path: '/de/browse',
      named: false,
    });
  });
});

describe('cookieValue', () => {
  it('finds one cookie among others, and nothing in a name that only ends like it', () => {
    expect(cookieValue('x=1;  holidaze_lang=nb ; y=2', 'holidaze_lang')).toBe('nb');
    expect(cookieValue('my_holidaze_lang=nb', 'holidaze_lang')).toBeUndefined();
    expect(cookieValue(undefined, 'holidaze_lang')).toBeUndefined();
  });
});
