import { LOCALE_TAGS, type Locale } from '@holidaze/domain';
import { escapeHtml } from './html-escape.js';
import { PAGE_WORDS } from './page-words.js';

/** `tag` (an opening tag) with `name="value"`, replacing the attribute or adding it. */
function withAttribute(tag: string, name: string, value: string): string {
  const attribute = `${name}="${escapeHtml(value)}"`;
  const existing = new RegExp(`(\\s)${name}=(?:"[^"]*"|'[^']*'|[^\\s>]*)`, 'i');
  if (existing.test(tag))
    return tag.replace(existing, (_match, space: string) => space + attribute);
  return tag.replace(/^<[\w-]+/, (start) => `${start} ${attribute}`);
}

/**
 * The built index.html in `locale`, so the first paint is in the page's language: `<html lang>`,
 * and the app shell's logo link (the header frame drawn before the script runs, which the app's
 * header replaces: apps/web/src/app/layout/header.test.tsx) named in that language and pointing
 * home as the app's header will (`/nb` under `/nb/`, `/` unprefixed). Its other text is the
 * brand's name. Anything the page does not have is left as it is.
 */
export function localizedShell(html: string, locale: Locale, home: string): string {
  return html
    .replace(/<html\b[^>]*>/i, (tag) => withAttribute(tag, 'lang', LOCALE_TAGS[locale]))
    .replace(/<a\b[^>]*\bclass="site-logo"[^>]*>/i, (tag) =>
      withAttribute(withAttribute(tag, 'aria-label', PAGE_WORDS[locale].homeLabel), 'href', home),
    );
}
