import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@holidaze/domain';

/**
 * Each catalogue is its own small chunk per language (lingui.config.ts): the app's frame and
 * shared parts (`app`), and one per feature, loaded with that feature's pages.
 */
const loaders = import.meta.glob<{ messages: Messages }>([
  '../../locales/*.po',
  '../../features/*/locales/*.po',
]);

/** The catalogue of the app's frame (`app`) or of a feature folder (`venue`, `host`...). */
export type CatalogName =
  | 'app'
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
  name === 'app' ? `../../locales/${locale}.po` : `../../features/${name}/locales/${locale}.po`;

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
      i18n.load(locale, (await load()).messages);
      loaded.add(path);
    }),
  );
}
