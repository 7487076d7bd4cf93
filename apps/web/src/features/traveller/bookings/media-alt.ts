import type { Media } from '@holidaze/domain';

/** A photo without alt text is described by its venue and position. */
export const altFor = (media: Media, venueName: string, index: number, count: number) =>
  media.alt || `${venueName}, photo ${index + 1} of ${count}`;
