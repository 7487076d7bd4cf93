import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import {
  UPLOAD_FORMATS,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MESSAGES,
  UPLOAD_WIDTHS,
  uploadDimensionsProblem,
  type UploadFormat,
} from '@holidaze/domain';
import { ApiError, badRequest } from '../../http/api-error.js';

// Files are read once each: libvips' cache would only hold on to memory between uploads.
sharp.cache(false);

export interface ImageVariant {
  /** `<width>.<ext>`, the file name under the photo's folder. */
  name: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  /** The photo's size as shown (after its EXIF orientation). */
  width: number;
  height: number;
  /** ThumbHash, base64. */
  placeholder: string;
  variants: ImageVariant[];
}

export const unprocessable = (message: string) => new ApiError(422, message);
export const unsupportedType = (message: string) => new ApiError(415, message);

const CONTENT_TYPES: Record<UploadFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * Encoders' settings, chosen by `npm run bench` (docs/decisions/025-uploaded-photos.md): AVIF at
 * effort 0 takes a sixth of effort 2's time for 7 % more bytes, and colour at half resolution
 * (4:2:0, as JPEG and lossy WebP keep it; sharp's AVIF default is 4:4:4) takes 11 % fewer bytes
 * and less time; mozjpeg's trellis takes nine times plain libjpeg's for 5 % fewer; WebP at effort
 * 2 is a third faster than 4 for 3 % more.
 */
function encode(image: Sharp, format: UploadFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 0, chromaSubsampling: '4:2:0' });
    case 'webp':
      return image.webp({ quality: 75, effort: 2 });
    case 'jpg':
      return image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 78, progressive: true, optimiseCoding: true });
  }
}

/** Pixels read from a file that libvips refused, told apart by its messages. */
function refusalOf(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return unprocessable(UPLOAD_MESSAGES.tooManyPixels);
  return badRequest(UPLOAD_MESSAGES.corrupt);
}

/**
 * Turns the photo at `path` (already known by its bytes to be JPEG, PNG, WebP or AVIF) into
 * every width × format of packages/domain/src/uploaded-images.ts. Its EXIF orientation is
 * applied; every piece of metadata (EXIF with its GPS position, XMP, IPTC, ICC after conversion
 * to sRGB) is left out of every variant, which is sharp's default without `withMetadata`/`keep*`.
 * libvips does the work on libuv's threads, off the event loop; the caller bounds how many run.
 */
export async function processImage(path: string, signal?: AbortSignal): Promise<ProcessedImage> {
  const open = () =>
    sharp(path, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'truncated', autoOrient: true });
  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  if ((metadata.pages ?? 1) > 1) throw unsupportedType(UPLOAD_MESSAGES.animated);
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  const problem = uploadDimensionsProblem(width, height);
  if (problem) throw unprocessable(problem);

  const largest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!;
  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, at the largest width we keep: JPEG shrinks while it loads.
    base = await open()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw refusalOf(error);
  }
  const raw = {
    raw: {
      width: base.info.width,
      height: base.info.height,
      channels: base.info.channels as 1 | 2 | 3 | 4,
    },
  };
  const variants: ImageVariant[] = [];
  for (const target of UPLOAD_WIDTHS) {
    // Nobody waits for a photo whose request has been answered (its deadline, a closed connection).
    signal?.throwIfAborted();
    const resized = await sharp(base.data, raw)
      .resize({ width: Math.min(target, base.info.width) })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const input = {
      raw: { ...raw.raw, width: resized.info.width, height: resized.info.height },
    };
    for (const format of UPLOAD_FORMATS) {
      variants.push({
        name: `${target}.${format}`,
        body: await encode(sharp(resized.data, input), format).toBuffer(),
        contentType: CONTENT_TYPES[format],
      });
    }
  }
  const small = await sharp(base.data, raw)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const placeholder = Buffer.from(
    rgbaToThumbHash(small.info.width, small.info.height, small.data),
  ).toString('base64');
  return { width, height, placeholder, variants };
}
