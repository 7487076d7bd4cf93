import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';
import { LOCALE_COOKIE, negotiateLocale, type Locale } from '@holidaze/domain';

const savedChoice = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/**
 * The language a request asks for, as a page load decides it (docs/decisions/037-languages.md):
 * the saved choice (the language cookie), else the first of `Accept-Language`'s languages by
 * weight that we have, else English.
 */
export function requestLanguage(headers: IncomingHttpHeaders): Locale {
  const cookie = typeof headers.cookie === 'string' ? savedChoice.exec(headers.cookie) : null;
  return negotiateLocale({
    pathname: '/',
    saved: cookie?.[1]?.trim(),
    preferred: new Negotiator({ headers }).languages(),
  });
}
