import { FIRST_WORDS_ID } from '@holidaze/domain';
import './first-words.css';

// Browse's first words (its offer of cheaper long stays, the page's largest paint) as the server
// draws them in the page it sends, before any script has run
// (apps/server/src/features/page-heads/first-words-shell.ts, and
// docs/decisions/039-first-words-in-the-page.md). They lie over the place where the page draws
// the same words, so nothing changes on screen when they go.

/** Takes the server's copy away: once the page's own words are painted, and at the first navigation. */
export function removeFirstWords(): void {
  document.getElementById(FIRST_WORDS_ID)?.remove();
}
