import { DEFAULT_AVATAR, DEFAULT_BANNER, type Profile } from '@holidaze/domain';
import { ImageWithFallback } from './image-with-fallback';

const fallbacks = { avatar: DEFAULT_AVATAR, banner: DEFAULT_BANNER };

/**
 * A profile's avatar or banner at the top of its area: the site's default where there is none or
 * it fails to load, and the owner's name in the alt text where they wrote none.
 */
export function ProfileImage({
  profile,
  kind,
  ...box
}: {
  profile: Profile;
  kind: keyof typeof fallbacks;
  className: string | undefined;
  width: number;
  height: number;
  sizes?: string;
}) {
  const media = profile[kind];
  return (
    <ImageWithFallback
      src={media?.url}
      alt={media?.alt || `${profile.name}'s ${kind}`}
      fallback={fallbacks[kind]}
      media={media}
      priority
      {...box}
    />
  );
}
