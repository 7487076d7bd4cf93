import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@holidaze/domain';
import { messages as englishFrame } from '../../locales/en.po';
import { messages as norwegianFrame } from '../../locales/nb.po';

/**
 * The words of the app's frame and shared parts, in both languages, come with the entry: the
 * first render cannot wait a round trip for them without the router taking over the page's
 * history entry late (docs/decisions/037-languages.md).
 */
const FRAME: Record<Locale, Messages> = { en: englishFrame, nb: norwegianFrame };

/** The frame's words in `locale`, at once. */
export const loadFrameWords = (locale: Locale) => i18n.load(locale, FRAME[locale]);

/**
 * Each feature's catalogue is its own small chunk per language (lingui.config.ts), loaded with
 * that feature's pages.
 */
const loaders = import.meta.glob<{ messages: Messages }>('../../features/*/locales/*.po');

/** The catalogue of a feature folder (`venue`, `host`...). */
export type CatalogName =
  | 'auth'
  | 'booking'
  | 'browse'
  | 'home'
  | 'host'
  | 'messages'
  | 'notifications'
  | 'static-pages'
  | 'traveller'
  | 'venue'
  | 'wishlists';

const catalogPath = (name: CatalogName, locale: Locale) =>
  `../../features/${name}/locales/${locale}.po`;

const loaded = new Set<string>();

/** Loads catalogues into the active language (once each); resolves when their words are there. */
export async function loadCatalogs(
  names: readonly CatalogName[],
  locale = i18n.locale as Locale,
): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const path = catalogPath(name, locale);
      if (loaded.has(path)) return;
      const load = loaders[path];
      if (!load) throw new Error(`No ${locale} catalogue for ${name}`);
      const { messages } = await load();
      // Added without Lingui's change event when the language is the page's: the words are for a
      // page not yet shown, and the event re-renders every text through a store, which turns the
      // router's pending transition into an urgent update and blanks the page still on screen.
      if (locale === i18n.locale) Object.assign(i18n.messages, messages);
      else i18n.load(locale, messages);
      loaded.add(path);
    }),
  );
}
