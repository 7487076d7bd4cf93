import type { Profile } from '@holidaze/domain';
import { Trans } from '@lingui/react/macro';
import { ProfileImage } from '../../../shared/ui/profile-image';
import styles from '../host.module.css';

export function HostHeader({ profile }: { profile: Profile }) {
  return (
    <header className={styles.header}>
      <ProfileImage
        profile={profile}
        kind="avatar"
        className={styles.avatar}
        width={72}
        height={72}
      />
      <div>
        <h1 className={styles.name}>{profile.name}</h1>
        <p className={styles.role}>
          <Trans>Venue Manager</Trans>
        </p>
      </div>
    </header>
  );
}
