import { z } from 'zod';
import { MESSAGES } from './messages';

/** An http(s) URL, or a path our own server serves (demo images and defaults). */
function isMediaUrl(value: string): boolean {
  if (value.startsWith('/media/'))
    return /^\/media\/[\w./-]+$/.test(value) && !value.includes('..');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const mediaSchema = z.object({
  url: z
    .string({ error: MESSAGES.mediaUrlRequired })
    .trim()
    .min(1, MESSAGES.mediaUrlRequired)
    .max(300, MESSAGES.mediaUrlTooLong)
    .refine(isMediaUrl, MESSAGES.mediaUrlInvalid),
  alt: z.string().trim().max(120, MESSAGES.mediaAltTooLong).default(''),
});

export type MediaInput = z.input<typeof mediaSchema>;
