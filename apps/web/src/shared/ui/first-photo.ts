import { FIRST_PHOTO_ID } from '@holidaze/domain';
import './first-photo.css';

// A page's first photo (Home's first hero slide, a venue's cover) as the server draws it in the
// page it sends, before any script has run (apps/server/src/features/page-heads/first-photo-shell.ts):
// the page's largest paint then waits for the photo alone, not for the app's code and data as
// well (docs/decisions/038-first-photo-in-the-page.md). It lies over the place where the page
// draws the same photo, so nothing moves when it goes.

/**
 * Takes the server's copy away: once the app's own photo has loaded beneath it (or failed, or
 * the page has none), and at the first navigation, so it never lies over another page.
 */
export function removeFirstPhoto(): void {
  document.getElementById(FIRST_PHOTO_ID)?.remove();
}

/** Removes the server's copy once `photo`, the app's own beneath it, is decoded: no blank frame. */
export function handOverFirstPhoto(photo: HTMLImageElement): void {
  photo.decode().then(removeFirstPhoto, removeFirstPhoto);
}
