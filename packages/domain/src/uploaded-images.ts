/**
 * Where an uploaded photo's variants live. The server writes them and the web app asks for them by
 * these names, so a venue's `media: [{ url, alt }]` (the contract's shape) is all a client needs:
 * `url` is the largest JPEG, which every client can show, and the smaller widths and the AVIF and
 * WebP copies sit beside it under the same content hash.
 *
 *   <origin>/media/u/<hash>/<width>.<ext>     width in UPLOAD_WIDTHS, ext in UPLOAD_FORMATS
 *
 * A width larger than the photo is the photo at its own width (never enlarged), so every name in
 * the list exists for every upload.
 */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const;
export const UPLOAD_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** A lowercase hex SHA-256 (or a prefix of at least 32 characters) names the photo. */
const UPLOADED =
  /^(?<base>.*\/media\/u\/(?<hash>[0-9a-f]{32,64}))\/(?<width>\d+)\.(?<ext>avif|webp|jpg)$/;

export interface UploadedImage {
  /** The photo's content hash. */
  hash: string;
  /** `<origin>/media/u/<hash>`, with no trailing slash. */
  base: string;
}

/** The upload a media URL names, or null for any other image URL (a host's own link). */
export function parseUploadedImageUrl(url: string): UploadedImage | null {
  const match = UPLOADED.exec(url.split(/[?#]/, 1)[0]!);
  if (!match?.groups) return null;
  const width = Number(match.groups.width);
  if (!(UPLOAD_WIDTHS as readonly number[]).includes(width)) return null;
  return { hash: match.groups.hash!, base: match.groups.base! };
}

export const uploadedImageUrl = (base: string, width: number, format: UploadFormat): string =>
  `${base}/${width}.${format}`;

/** The canonical URL stored and sent as `media[].url`: the largest JPEG. */
export const canonicalUploadUrl = (base: string): string =>
  uploadedImageUrl(base, UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!, 'jpg');

/** A `srcset` for one format, every width (the browser picks by the `sizes` it is given). */
export const uploadedImageSrcSet = (base: string, format: UploadFormat): string =>
  UPLOAD_WIDTHS.map((width) => `${uploadedImageUrl(base, width, format)} ${width}w`).join(', ');

/**
 * How wide the venue page draws its cover photo: the gallery's `sizes`, and the server's preload
 * of that photo, which must ask for the same width or the browser fetches it twice. A phone of
 * three device pixels per CSS pixel is told two thirds of the width, so it takes the 800 px photo
 * (about 2× on a 390 px screen, sharper than an eye sees at arm's length) rather than the 1,600 px
 * one at four times the bytes (docs/performance.md, "The venue page's largest image").
 */
export const VENUE_COVER_SIZES =
  '(max-width: 1024px) and (min-resolution: 2.5dppx) 67vw, (max-width: 1024px) 100vw, 800px';

/** The home page's hero photo, full width: its `sizes` and the server's preload of the first. */
export const HOME_HERO_SIZES = '100vw';

/** A venue card of Browse: its `sizes` and the server's preload of the first card's photo. */
export const VENUE_CARD_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px';
