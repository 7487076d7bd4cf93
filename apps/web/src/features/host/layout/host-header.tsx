import { DEFAULT_AVATAR, type Profile } from '@holidaze/domain';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import styles from '../host.module.css';

export function HostHeader({ profile }: { profile: Profile }) {
  return (
    <header className={styles.header}>
      <ImageWithFallback
        className={styles.avatar}
        src={profile.avatar?.url}
        alt={profile.avatar?.alt || `${profile.name}'s avatar`}
        fallback={DEFAULT_AVATAR}
        media={profile.avatar}
        width={72}
        height={72}
        priority
      />
      <div>
        <h1 className={styles.name}>{profile.name}</h1>
        <p className={styles.role}>Venue Manager</p>
      </div>
    </header>
  );
}
