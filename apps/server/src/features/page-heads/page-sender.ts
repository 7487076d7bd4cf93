import { LOCALES, type Locale } from '@holidaze/domain';
import type { FastifyReply } from 'fastify';
import { publicBaseUrl } from '../../http/public-media-urls.js';
import { hostDependentCacheControl } from './host-cache-control.js';
import { escapeHtml } from './html-escape.js';
import { indexTemplate, type IndexTemplate } from './index-template.js';
import { languageHead, servedPath, type PageLanguage } from './page-language.js';
import { localizedShell } from './page-shell.js';
import { BRAND, PAGE_WORDS } from './page-words.js';
import type { SendPage } from './venue-page-routes.js';

/**
 * The head of a page without one of its own: the brand as its title, the language's generic
 * description, its canonical address when its URL named the language, and its language tags.
 */
export function genericHead(language: PageLanguage, base: string | undefined): string {
  const canonical =
    language.named && base !== undefined
      ? `<link rel="canonical" href="${escapeHtml(base + servedPath(language))}" />`
      : '';
  return [
    `<title>${BRAND}</title>`,
    `<meta name="description" content="${escapeHtml(PAGE_WORDS[language.locale].description)}" />`,
    canonical,
    ...languageHead(language, base),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * Sends the web app's page in its language, from index.html made once per language at start
 * (page-shell.ts): under a prefix its logo links to `/nb`, unprefixed to `/`, as the app's header
 * will. The head holds absolute URLs of this site (hreflang, canonical), so a page is cached as
 * host-cache-control.ts says; an unprefixed page's language was negotiated, so its answer varies
 * with the cookie and Accept-Language and says so: no cache gives it to a reader of the other.
 * Without a head to fill in (an index.html of another shape), index.html as it is.
 */
export function pageSender(
  indexHtml: string,
  publicUrl: string | undefined,
  sendIndex: (reply: FastifyReply) => FastifyReply,
): SendPage {
  const templates = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        named: indexTemplate(localizedShell(indexHtml, locale, `/${locale}`)),
        negotiated: indexTemplate(localizedShell(indexHtml, locale, '/')),
      },
    ]),
  ) as Record<Locale, Record<'named' | 'negotiated', IndexTemplate | undefined>>;
  const cacheControl = hostDependentCacheControl(publicUrl, 'no-cache');
  return (request, reply, language, page = {}) => {
    const template = templates[language.locale][language.named ? 'named' : 'negotiated'];
    if (!template) return sendIndex(reply);
    const head = page.head ?? genericHead(language, publicBaseUrl(request, publicUrl));
    const late = (page.late ?? []).filter(Boolean).join('\n    ');
    if (!language.named) reply.header('vary', 'Accept-Language, Cookie');
    return reply
      .header('cache-control', cacheControl)
      .type('text/html; charset=utf-8')
      .send(template.withHead(head, late, page.bodyEnd));
  };
}
