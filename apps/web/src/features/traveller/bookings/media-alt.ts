import { t } from '@lingui/core/macro';
import type { Media } from '@holidaze/domain';

/** A photo without alt text is described by its venue and position (read at render). */
export function altFor(media: Media, venueName: string, index: number, count: number): string {
  if (media.alt) return media.alt;
  const position = index + 1;
  return t`${venueName}, photo ${position} of ${count}`;
}
