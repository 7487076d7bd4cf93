import { DEFAULT_AVATAR, type ProfileCore } from '@holidaze/domain';
import { EmailAddress } from '../../../shared/ui/email-address';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import styles from './venue-details.module.css';

/** 'Hosted by': the owner's avatar, name, e-mail and bio. */
export function HostCard({ owner }: { owner: ProfileCore }) {
  const avatar = owner.avatar ?? DEFAULT_AVATAR;
  return (
    <section className={styles.host} aria-labelledby="venue-host">
      <h2 id="venue-host" className={styles.sectionTitle}>
        Hosted by
      </h2>
      <div className={styles.hostBody}>
        <ImageWithFallback
          src={avatar.url}
          alt={avatar.alt || `${owner.name}'s avatar`}
          fallback={DEFAULT_AVATAR}
          media={avatar}
          width={64}
          height={64}
          className={styles.avatar}
        />
        <div>
          <p className={styles.hostName}>{owner.name}</p>
          <a className={styles.hostEmail} href={`mailto:${owner.email}`}>
            <EmailAddress address={owner.email} />
          </a>
        </div>
      </div>
      <p className={owner.bio ? styles.hostBio : `${styles.hostBio} ${styles.muted}`}>
        {owner.bio || 'No bio provided.'}
      </p>
    </section>
  );
}
