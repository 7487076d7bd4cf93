import { i18n } from '@lingui/core';
import type { Locale } from '@holidaze/domain';
import { activateLocale, loadCatalogs, type CatalogName } from '../shared/i18n';

/**
 * Shows the next renders in `locale`, with the frame's words and the given features' (as the
 * router loads them for a page). The test setup turns English back on after each test.
 */
export async function showIn(locale: Locale, catalogs: readonly CatalogName[] = []) {
  // activateLocale starts the language without words (a page load does it once), while the
  // catalogues an earlier test of this worker loaded stay marked as loaded: keep their words.
  i18n.load(locale, {});
  i18n.activate(locale);
  const earlier = { ...i18n.messages };
  activateLocale(locale);
  i18n.load(locale, earlier);
  await loadCatalogs(['app', ...catalogs], locale);
}
