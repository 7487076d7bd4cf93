import { plural, t } from '@lingui/core/macro';
import { ApiError } from '../api/http-client';

/**
 * The largest photo the server takes (docs/api.md, POST /holidaze/media). A bigger file is refused
 * here before a phone spends its data on it; the server's own 413 says the same.
 */
export const UPLOAD_LIMIT_MB = 20;
const LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;

/** What the file picker offers: any photo, so phones offer the camera and the photo library. */
export const PHOTO_ACCEPT = 'image/*';

const HEIC_TYPES = /^image\/hei[cf](-sequence)?$/i;
const HEIC_NAME = /\.hei[cf]$/i;
const READABLE_TYPES = /^image\/(jpeg|png|webp|avif)$/i;
const READABLE_NAME = /\.(jpe?g|png|webp|avif)$/i;

/** Getters: each is read when a problem is shown, in the page's language (decision 037). */
export const MESSAGES = {
  get tooLarge() {
    return t`This photo is larger than ${UPLOAD_LIMIT_MB} MB. Choose a smaller one, or export it at a lower size.`;
  },
  get notAPhoto() {
    return t`This file is not a photo we can use. Choose a JPEG, PNG, WebP or AVIF photo.`;
  },
  get heic() {
    return t`This is an HEIC photo (the iPhone’s own format), which we cannot read yet. Send it as a JPEG: choose it with “Choose photos” on the iPhone itself (it converts it), or set Settings › Camera › Formats to Most Compatible, or export it as JPEG on your computer.`;
  },
  get tooSmall() {
    return t`This photo is too small to look good on a large screen. Choose a larger one.`;
  },
  get unreadable() {
    return t`This photo could not be read: the file may be damaged. Try exporting it again.`;
  },
  tooManyAtOnce: (wait: number | undefined) =>
    wait === undefined
      ? t`You have uploaded many photos in a short while. Try again in a minute.`
      : plural(wait, {
          one: 'You have uploaded many photos in a short while. Try again in # second.',
          other: 'You have uploaded many photos in a short while. Try again in # seconds.',
        }),
  busy: (wait: number | undefined) =>
    wait === undefined
      ? t`Holidaze is busy with other photos right now. Try again in a moment.`
      : plural(wait, {
          one: 'Holidaze is busy with other photos right now. Try again in # second.',
          other: 'Holidaze is busy with other photos right now. Try again in # seconds.',
        }),
  get failed() {
    return t`The upload failed. Please try again.`;
  },
  tooMany: (max: number) => t`A venue can have at most ${max} photos. Remove one to add another.`,
};

const isHeic = (file: File) => HEIC_TYPES.test(file.type) || HEIC_NAME.test(file.name);

/** Why a chosen file cannot be uploaded, before sending it; null when it may be sent. */
export function problemBeforeUpload(file: File): string | null {
  if (isHeic(file)) return MESSAGES.heic;
  // A picked file's type is the browser's guess from its name; the server checks the bytes.
  if (!READABLE_TYPES.test(file.type) && !(file.type === '' && READABLE_NAME.test(file.name)))
    return MESSAGES.notAPhoto;
  if (file.size > LIMIT_BYTES) return MESSAGES.tooLarge;
  return null;
}

/** A failed upload in words a person understands, with what to do about it. */
export function uploadProblem(error: unknown, file: File): string {
  if (!(error instanceof ApiError)) return MESSAGES.failed;
  const said = error.firstMessage;
  switch (error.status) {
    case 0:
      return said ?? MESSAGES.failed;
    case 413:
      return MESSAGES.tooLarge;
    case 415:
      return isHeic(file) ? MESSAGES.heic : MESSAGES.notAPhoto;
    case 400:
    case 422:
      // The server says which: too small (with its minimum) or unreadable.
      return said ?? MESSAGES.unreadable;
    case 429:
      return MESSAGES.tooManyAtOnce(error.retryAfterSeconds);
    case 503:
      return MESSAGES.busy(error.retryAfterSeconds);
    default:
      return said ?? MESSAGES.failed;
  }
}

/** A failure that trying again may cure: no answer, too many at once, a busy or failing server. */
export const mayWorkLater = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
