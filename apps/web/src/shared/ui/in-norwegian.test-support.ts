import { i18n, type Messages } from '@lingui/core';
import { showIn } from '../../test/locale';

const frameWords = import.meta.glob<{ messages: Messages }>('../../locales/nb.po');

/**
 * `showIn('nb')`, with the frame's Norwegian put back each time: a catalogue is loaded once per
 * test file, and the setup's switch back to English after a test empties the Norwegian words
 * kept for the page (shared/i18n/page-locale.ts), so only a file's first test would see them.
 */
export async function inNorwegian() {
  await showIn('nb');
  for (const load of Object.values(frameWords)) i18n.load('nb', (await load()).messages);
}
