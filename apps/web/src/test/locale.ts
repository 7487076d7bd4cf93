import type { Locale } from '@holidaze/domain';
import { activateLocale, loadCatalogs, loadErrorTexts, type CatalogName } from '../shared/i18n';

/**
 * Shows the next renders in `locale`, with the frame's words and the given features' (as the
 * router loads them for a page). The test setup turns English back on after each test.
 */
export async function showIn(locale: Locale, catalogs: readonly CatalogName[] = []) {
  activateLocale(locale);
  await Promise.all([loadCatalogs(catalogs, locale), loadErrorTexts(locale)]);
}

/**
 * `text` with its spaces as Testing Library reads a page's text: a run of any spaces (the
 * non-breaking ones Norwegian groups digits with, `9 450 kr`) as one plain space.
 */
export const asRead = (text: string) => text.replace(/\s+/g, ' ');
