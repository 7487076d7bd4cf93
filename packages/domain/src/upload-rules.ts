/**
 * What an uploaded photo must be (docs/api.md, "Media"): the server refuses anything else with
 * these words, and the web app may check the same before sending a byte.
 */

/** The photo's sides at least (either way round): smaller looks poor on any screen. */
export const UPLOAD_MIN_LONG_SIDE = 400;
export const UPLOAD_MIN_SHORT_SIDE = 300;
/** Pixels at most: a few kilobytes of PNG can claim 30,000 × 30,000 (a decompression bomb). */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** Photos one member may upload (OWASP API6: a business flow's own limits). */
export const UPLOADS_PER_HOUR = 60;
export const UPLOADS_PER_DAY = 300;

/** What the first bytes of a file say it is. */
export type SniffedImageType =
  'jpeg' | 'png' | 'webp' | 'avif' | 'avif-sequence' | 'heic' | 'gif' | 'svg' | 'unknown';

/** The types a photo may be uploaded as. */
export const ACCEPTED_UPLOAD_TYPES: readonly SniffedImageType[] = ['jpeg', 'png', 'webp', 'avif'];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

/** An ISO-BMFF file's brands (its `ftyp` box): AVIF, an AVIF sequence, or HEIC. */
function sniffFtyp(bytes: Uint8Array): SniffedImageType {
  const size = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
  const end = Math.min(bytes.length, Math.max(16, size));
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.includes('avis')) return 'avif-sequence';
  if (brands.includes('avif')) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return 'unknown';
}

/**
 * The type of an image from its first bytes (a few hundred are plenty), never from its name or
 * declared type, which a client chooses.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return sniffFtyp(bytes);
  // SVG is text: markup (after a byte-order mark and white space) naming an svg element.
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<') && /<svg[\s>]/i.test(text)) return 'svg';
  return 'unknown';
}

/** `20 MB` for 20 × 1024 × 1024 bytes. */
export const formatMegabytes = (bytes: number): string =>
  `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const UPLOAD_MESSAGES = {
  missingFile: 'Choose a photo to upload (a file part named "file")',
  tooLarge: (maxBytes: number) =>
    `This photo is larger than ${formatMegabytes(maxBytes)}; please choose a smaller one`,
  svg: 'SVG drawings cannot be uploaded (they can carry scripts); please upload a JPEG, PNG, WebP or AVIF photo',
  animated:
    'Animated images cannot be uploaded; please upload a still JPEG, PNG, WebP or AVIF photo',
  heic:
    "HEIC photos (an iPhone's default) cannot be read here; please send it as JPEG: on the iPhone, " +
    'Settings > Camera > Formats > Most Compatible, or share the photo to Mail or Files, which send JPEG',
  notAPhoto: 'This file is not a photo we can read; please upload a JPEG, PNG, WebP or AVIF photo',
  corrupt: 'This photo is damaged or incomplete; please try uploading it again',
  tooSmall: `This photo is too small to look good: at least ${UPLOAD_MIN_LONG_SIDE} × ${UPLOAD_MIN_SHORT_SIDE} pixels, please`,
  tooManyPixels: `This photo has more than ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels; please export it at a lower resolution`,
  perHour: `You have uploaded ${UPLOADS_PER_HOUR} photos in the last hour; please wait a while before uploading more`,
  perDay: `You have uploaded ${UPLOADS_PER_DAY} photos in the last day; please try again tomorrow`,
  busy: 'The server is busy with other photos; please try again in a few seconds',
  /** A venue, avatar or banner naming an upload of ours that was deleted (a day unused). */
  notStored:
    'A photo is no longer stored (uploads not used within a day are deleted); please upload it again',
} as const;

/** Why a photo of this size is refused, or null when it is fine. */
export function uploadDimensionsProblem(width: number, height: number): string | null {
  if (width * height > UPLOAD_MAX_PIXELS) return UPLOAD_MESSAGES.tooManyPixels;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long < UPLOAD_MIN_LONG_SIDE || short < UPLOAD_MIN_SHORT_SIDE) return UPLOAD_MESSAGES.tooSmall;
  return null;
}
