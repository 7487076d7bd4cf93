import { FIRST_WORDS_ID } from '@holidaze/domain';
import { escapeHtml } from './html-escape.js';
import type { PageWords } from './page-words.js';

/**
 * Browse's first words (its offer of cheaper long stays, the page's largest paint) drawn in the
 * page the server sends, so that paint waits for nothing but the page
 * (docs/decisions/039-first-words-in-the-page.md). The app's `first-words.css` lays them exactly
 * over the page's own offer, with its look, and the app removes them once its own offer is on
 * screen (`first-words.ts`). Hidden from assistive technology: the page says the same words.
 */
export function firstWordsShell(words: PageWords): string {
  const { title, text } = words.browsePromo;
  return `<div id="${FIRST_WORDS_ID}" aria-hidden="true"><p class="first-words-title">${escapeHtml(title)}</p><p>${escapeHtml(text)}</p></div>`;
}
