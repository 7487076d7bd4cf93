import type { Profile } from '@holidaze/domain';
import { Trans } from '@lingui/react/macro';
import { ProfileAvatar } from '../../../shared/ui/profile-image';
import styles from '../host.module.css';

export function HostHeader({ profile }: { profile: Profile }) {
  return (
    <header className={styles.header}>
      <ProfileAvatar profile={profile} size={72} className={styles.avatar} />
      <div>
        <h1 className={styles.name}>{profile.name}</h1>
        <p className={styles.role}>
          <Trans>Venue Manager</Trans>
        </p>
      </div>
    </header>
  );
}
