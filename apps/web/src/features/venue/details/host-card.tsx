import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_AVATAR, type ProfileCore } from '@holidaze/domain';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { signedInName, useSession } from '../../../shared/session';
import { buttonClassName } from '../../../shared/ui/button';
import { EmailAddress } from '../../../shared/ui/email-address';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import styles from './venue-details.module.css';

/**
 * 'Hosted by': the owner's avatar, name, e-mail and bio, and "Contact host" for anyone but the
 * host (signed out, it leads through the login and back).
 */
export function HostCard({ owner, venueId }: { owner: ProfileCore; venueId: string }) {
  const { t } = useLingui();
  const avatar = owner.avatar ?? DEFAULT_AVATAR;
  const name = owner.name;
  const isHost = signedInName(useSession()) === owner.name;
  return (
    <section className={styles.host} aria-labelledby="venue-host">
      <h2 id="venue-host" className={styles.sectionTitle}>
        <Trans>Hosted by</Trans>
      </h2>
      <div className={styles.hostBody}>
        <ImageWithFallback
          src={avatar.url}
          alt={avatar.alt || t`${name}'s avatar`}
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
        {owner.bio || <Trans>No bio provided.</Trans>}
      </p>
      {!isHost && (
        <Link to={paths.contactHost(venueId)} className={buttonClassName('secondary')}>
          <Trans>
            Contact host<span className="visually-hidden"> {name}</span>
          </Trans>
        </Link>
      )}
    </section>
  );
}
