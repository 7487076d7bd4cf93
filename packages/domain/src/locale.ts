/**
 * The languages people read Holidaze in (docs/decisions/037-languages.md). English is the source
 * language: the API's messages stay English, and English is the answer when nothing else is known.
 */
export const LOCALES = ['en', 'nb'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The name of each language in itself, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', nb: 'Norsk' };

/** The BCP 47 tag of each language, for `<html lang>`, `hreflang` and formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en', nb: 'nb' };

/** The cookie that keeps a person's chosen language between visits (signed in or not). */
export const LOCALE_COOKIE = 'holidaze_lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The language a tag asks for: Norwegian in any of its written forms (`nb`, `no`, `nn`, with or
 * without a region) reads Bokmål; English in any region reads English.
 */
export function localeOfTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'nb' || language === 'no' || language === 'nn') return 'nb';
  if (language === 'en') return 'en';
  return undefined;
}

/** The language a path names by its first segment (`/nb/browse`), and the path without it. */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (!match || !isLocale(match[1])) return { locale: undefined, path: pathname };
  return { locale: match[1], path: pathname.slice(3) || '/' };
}

/** `path` (without a language) as the page in `locale`: `/nb/browse`, `/en/`. */
export const localePath = (locale: Locale, path: string): string =>
  `/${locale}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * The language a page is shown in: the one its URL names (a shared link opens in its language),
 * else the person's saved choice, else the first of their browser's languages we have, else
 * English. `preferred` is the browser's list, best first (navigator.languages, or an
 * Accept-Language header already ordered by its weights).
 */
export function negotiateLocale(input: {
  pathname: string;
  saved?: string | null | undefined;
  preferred?: readonly string[];
}): Locale {
  const fromPath = splitLocalePath(input.pathname).locale;
  if (fromPath) return fromPath;
  if (isLocale(input.saved)) return input.saved;
  for (const tag of input.preferred ?? []) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
