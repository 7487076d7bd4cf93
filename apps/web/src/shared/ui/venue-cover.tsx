import type { ComponentProps } from 'react';
import { DEFAULT_VENUE_IMAGE, type Media } from '@holidaze/domain';
import { ImageWithFallback } from './image-with-fallback';

type Props = Omit<
  ComponentProps<typeof ImageWithFallback>,
  'src' | 'alt' | 'fallback' | 'media'
> & {
  venue: { name: string; media: readonly Media[] };
};

/**
 * A venue's cover as its cards and slides show it: its first photo, described by that photo's
 * alt text or else the venue's name; the default photo when it has none.
 */
export function VenueCover({ venue, ...image }: Props) {
  const cover = venue.media[0];
  return (
    <ImageWithFallback
      src={cover?.url}
      alt={cover?.alt || venue.name}
      fallback={DEFAULT_VENUE_IMAGE}
      media={cover}
      {...image}
    />
  );
}
