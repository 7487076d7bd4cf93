import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@holidaze/domain';
import { SERVER_DIR } from '../server-dir.js';
import { SERVER_PO_OPTIONS } from './po-options.js';

/**
 * The server's words in each language (docs/decisions/037-languages.md): English is written in
 * the code, as `i18n._({ id, message, values })`; Norwegian is `src/locales/nb.po`, read and
 * compiled once when this module loads, so writing a mail reads no file. A message missing from
 * the catalogue reads in English (`npm run lint` fails on one).
 */
function catalogue(locale: Locale): Messages {
  if (locale === DEFAULT_LOCALE) return {};
  const text = readFileSync(`${SERVER_DIR}src/locales/${locale}.po`, 'utf8');
  const parsed = formatter(SERVER_PO_OPTIONS).parse(text, {
    locale,
    sourceLocale: DEFAULT_LOCALE,
    filename: `${locale}.po`,
  }) as Record<string, { translation?: string; obsolete?: boolean }>;
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(parsed)) {
    if (entry.translation && !entry.obsolete) messages[id] = compileMessage(entry.translation);
  }
  return messages;
}

const byLocale = new Map<Locale, I18n>(
  LOCALES.map((locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: catalogue(locale) } });
    // English is the code's own text, compiled when it is used.
    i18n.setMessagesCompiler(compileMessage);
    return [locale, i18n];
  }),
);

/** The server's words in `locale` (English for anything we do not have). */
export function i18nFor(locale: Locale | string | null | undefined): I18n {
  return byLocale.get(locale as Locale) ?? byLocale.get(DEFAULT_LOCALE)!;
}
