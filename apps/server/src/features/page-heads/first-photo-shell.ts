import {
  FIRST_PHOTO_ID,
  HOME_HERO_SIZES,
  parseUploadedImageUrl,
  uploadedImageSrcSet,
  type Venue,
} from '@holidaze/domain';
import { escapeHtml } from './html-escape.js';
import { venuePhotoUrl } from './page-preloads.js';

/**
 * Home's first hero photo drawn in the page the server sends, so the page's largest paint needs
 * the photo alone and not the app's code and data too (docs/decisions/038-first-photo-in-the-page.md).
 * It is the <picture> the hero will draw (apps/web/src/shared/ui/image-with-fallback.tsx), with the
 * same sources and `sizes`, so the browser fetches the photo once for both; the app's
 * `first-photo.css` places it over the hero, and the app removes it once its own copy is on
 * screen (`first-photo.ts`). Hidden from assistive technology: the hero describes the photo.
 * Empty for a photo that is neither ours nor http(s).
 */
export function firstPhotoShell(venue: Venue, base: string | undefined): string {
  const url = venuePhotoUrl(venue, base);
  if (url === undefined) return '';
  const upload = parseUploadedImageUrl(url);
  const attribute = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
  const sizes = attribute('sizes', HOME_HERO_SIZES);
  const img = `<img${attribute('src', url)}${upload ? attribute('srcset', uploadedImageSrcSet(upload.base, 'jpg')) + sizes : ''} alt="" width="1600" height="900" fetchpriority="high" />`;
  const picture = upload
    ? `<picture><source type="image/avif"${attribute('srcset', uploadedImageSrcSet(upload.base, 'avif'))}${sizes} /><source type="image/webp"${attribute('srcset', uploadedImageSrcSet(upload.base, 'webp'))}${sizes} />${img}</picture>`
    : img;
  return `<div id="${FIRST_PHOTO_ID}" aria-hidden="true">${picture}</div>`;
}
