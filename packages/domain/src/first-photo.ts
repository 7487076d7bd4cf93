/**
 * The element that holds Home's first hero photo as the server draws it, before the app's script
 * has run; the app removes it once its own copy is on screen
 * (docs/decisions/038-first-photo-in-the-page.md). A module of its own: the web app's entry reads
 * it, and it brings nothing else there.
 */
export const FIRST_PHOTO_ID = 'first-photo';
