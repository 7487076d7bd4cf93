import { i18n } from '@lingui/core';
import { loadFrameWords } from './catalogs';
import {
  LOCALE_COOKIE,
  LOCALE_TAGS,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '@holidaze/domain';

/**
 * The language this page load is in, fixed for its life: a switch of language is a new page
 * (docs/decisions/037-languages.md), so nothing re-renders into another language halfway.
 */
export function pageLocale(): { locale: Locale; basename: string } {
  const { pathname } = window.location;
  const named = splitLocalePath(pathname).locale;
  const locale = negotiateLocale({
    pathname,
    saved: savedLocale(),
    preferred: navigator.languages,
  });
  return { locale, basename: named ? `/${named}` : '' };
}

/** The language this browser keeps (the cookie), if any. */
export function savedLocale(): string | undefined {
  const prefix = `${LOCALE_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry?.slice(prefix.length);
}

/** The choice kept for unprefixed links and later visits; a year, on this site only. */
export function saveLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Makes `locale` the language of the page: the frame's words, its `<html lang>`. */
export function activateLocale(locale: Locale): void {
  // Loading nothing marks the language known and keeps the words its catalogues brought (Lingui's
  // loadAndActivate would replace them); catalogues add theirs as they arrive.
  i18n.load(locale, {});
  loadFrameWords(locale);
  i18n.activate(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
}

/** The language of this page load (after `activateLocale`). */
export const activeLocale = (): Locale => (i18n.locale || 'en') as Locale;
