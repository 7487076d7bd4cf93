/**
 * The element that holds Home's first hero photo as the server draws it, before the app's script
 * has run; the app removes it once its own copy is on screen
 * (docs/decisions/038-first-photo-in-the-page.md). A module of its own: the web app's entry reads
 * it, and it brings nothing else there.
 */
export const FIRST_PHOTO_ID = 'first-photo';

/**
 * The element that holds Browse's first words (its offer of cheaper long stays, the page's
 * largest paint) as the server draws them, before the app's script has run; the app removes it
 * once its own are on screen (docs/decisions/039-first-words-in-the-page.md).
 */
export const FIRST_WORDS_ID = 'first-words';
