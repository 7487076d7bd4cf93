import {
  FIRST_PHOTO_ID,
  HOME_HERO_SIZES,
  VENUE_COVER_SIZES,
  parseUploadedImageUrl,
  uploadedImageSrcSet,
  type Venue,
} from '@holidaze/domain';
import { escapeHtml } from './html-escape.js';
import { venuePhotoUrl } from './page-preloads.js';

/**
 * Where a page draws its first photo, as its component does: its `sizes` and the box its
 * `width` and `height` give (Home's hero, apps/web/src/features/home/hero.tsx; a venue's gallery,
 * apps/web/src/features/venue/gallery/venue-gallery.tsx).
 */
const PAGES = {
  home: { sizes: HOME_HERO_SIZES, width: 1600, height: 900 },
  venue: { sizes: VENUE_COVER_SIZES, width: 1200, height: 800 },
} as const;

/**
 * A page's first photo (Home's first hero slide, a venue's cover) drawn in the page the server
 * sends, so the page's largest paint needs the photo alone and not the app's code and data too
 * (docs/decisions/038-first-photo-in-the-page.md). It is the <picture> the page will draw
 * (apps/web/src/shared/ui/image-with-fallback.tsx), with the same sources and `sizes`, so the
 * browser fetches the photo once for both; the app's `first-photo.css` places it over the page's
 * own by its `data-page`, and the app removes it once its own copy is on screen
 * (`first-photo.ts`). Hidden from assistive technology: the page describes the photo. Empty for
 * a photo that is neither ours nor http(s).
 */
export function firstPhotoShell(
  venue: Venue,
  base: string | undefined,
  page: keyof typeof PAGES,
): string {
  const url = venuePhotoUrl(venue, base);
  if (url === undefined) return '';
  const { width, height } = PAGES[page];
  const upload = parseUploadedImageUrl(url);
  const attribute = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
  const sizes = attribute('sizes', PAGES[page].sizes);
  const img = `<img${attribute('src', url)}${upload ? attribute('srcset', uploadedImageSrcSet(upload.base, 'jpg')) + sizes : ''} alt="" width="${width}" height="${height}" fetchpriority="high" />`;
  const picture = upload
    ? `<picture><source type="image/avif"${attribute('srcset', uploadedImageSrcSet(upload.base, 'avif'))}${sizes} /><source type="image/webp"${attribute('srcset', uploadedImageSrcSet(upload.base, 'webp'))}${sizes} />${img}</picture>`
    : img;
  return `<div id="${FIRST_PHOTO_ID}" data-page="${page}" aria-hidden="true">${picture}</div>`;
}
