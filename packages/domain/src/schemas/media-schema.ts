import { z } from 'zod';
import { MESSAGES } from './messages';

export const MEDIA_URL_MAX = 300;
export const MEDIA_ALT_MAX = 120;

const OWN_MEDIA_PATH = /^\/media\/[\w.-]+(\/[\w.-]+)*$/;

/** An http(s) URL with a host, or a path our own server serves (demo images and defaults). */
export function isMediaUrl(value: string): boolean {
  if (value.startsWith('/')) return OWN_MEDIA_PATH.test(value) && !value.includes('..');
  if (!/^https?:\/\/[^\s/?#]/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** The URL of an image: required, at most 300 characters, http(s) or one of ours. */
export const mediaUrlSchema = z
  .string({ error: MESSAGES.mediaUrlRequired })
  .trim()
  .min(1, { error: MESSAGES.mediaUrlRequired, abort: true })
  .max(MEDIA_URL_MAX, { error: MESSAGES.mediaUrlTooLong, abort: true })
  .refine(isMediaUrl, MESSAGES.mediaUrlInvalid);

export const mediaAltSchema = z.string().trim().max(MEDIA_ALT_MAX, MESSAGES.mediaAltTooLong);

/** Media `{ url, alt }` in an API body; `alt` defaults to ''. */
export const mediaSchema = z.object({
  url: mediaUrlSchema,
  alt: mediaAltSchema.default(''),
});

export type MediaInput = z.input<typeof mediaSchema>;
