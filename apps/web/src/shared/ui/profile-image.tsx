import { DEFAULT_AVATAR, DEFAULT_BANNER, type Profile } from '@holidaze/domain';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const media = profile[kind];
  const name = profile.name;
  const described = kind === 'avatar' ? t`${name}'s avatar` : t`${name}'s banner`;
  return (
    <ImageWithFallback
      src={media?.url}
      alt={media?.alt || described}
      fallback={fallbacks[kind]}
      media={media}
      priority
      {...box}
    />
  );
}

/** A profile's avatar: square, `size` pixels a side. */
export function ProfileAvatar(props: {
  profile: Profile;
  size: number;
  className: string | undefined;
}) {
  const { size, ...rest } = props;
  return <ProfileImage kind="avatar" width={size} height={size} {...rest} />;
}
