import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';
import {
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  localePath,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '@holidaze/domain';
import { escapeHtml } from './html-escape.js';
import { PAGE_WORDS } from './page-words.js';

/** The language a page is served in, and where it came from (docs/decisions/037-languages.md). */
export interface PageLanguage {
  locale: Locale;
  /** The page's path without its language: `/browse` for `/nb/browse`. */
  path: string;
  /**
   * Whether the URL named the language (`/nb/…`, `/en/…`). Otherwise it was negotiated from the
   * `holidaze_lang` cookie and Accept-Language, and the answer varies with both.
   */
  named: boolean;
}

/** The value of the cookie `name` in a Cookie header, if it is there. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The language of a page load, as the web app will find it (`pageLocale` in
 * apps/web/src/shared/i18n/page-locale.ts): the URL's prefix, else the saved choice, else the
 * browser's languages in the order of their weights (negotiator), else English.
 */
export function pageLanguage(url: string, headers: IncomingHttpHeaders): PageLanguage {
  const pathname = url.split('?')[0]!;
  const { locale: named, path } = splitLocalePath(pathname);
  const locale = negotiateLocale({
    pathname,
    saved: cookieValue(headers.cookie, LOCALE_COOKIE),
    preferred: named ? [] : new Negotiator({ headers }).languages(),
  });
  return { locale, path, named: named !== undefined };
}

/** The page's address as it is served: prefixed when its URL named the language. */
export const servedPath = (language: PageLanguage): string =>
  language.named ? localePath(language.locale, language.path) : language.path;

/**
 * `<link rel="alternate" hreflang>` to the page in each language and, as `x-default`, to its
 * unprefixed address, which negotiates: absolute against `base` (search engines ask for it).
 */
export function languageAlternates(base: string, path: string): string[] {
  return [
    ...LOCALES.map((locale) => alternate(LOCALE_TAGS[locale], base + localePath(locale, path))),
    alternate('x-default', base + path),
  ];
}

const alternate = (hreflang: string, href: string) =>
  `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;

/**
 * The head tags every page gets for its language: Open Graph's locale and the others it is
 * available in, and (with an origin to write) the `hreflang` alternates of `path` (the page
 * without its language prefix).
 */
export function languageHead(language: PageLanguage, base: string | undefined): string[] {
  const og = (key: string, value: string) => `<meta property="${key}" content="${value}" />`;
  return [
    og('og:locale', PAGE_WORDS[language.locale].ogLocale),
    ...LOCALES.filter((other) => other !== language.locale).map((other) =>
      og('og:locale:alternate', PAGE_WORDS[other].ogLocale),
    ),
    ...(base === undefined ? [] : languageAlternates(base, language.path)),
  ];
}
