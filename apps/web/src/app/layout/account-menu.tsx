import { DEFAULT_AVATAR } from '@holidaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../shared/routes';
import { signedInName, useSession } from '../../shared/session';
import { buttonClassName } from '../../shared/ui/button';
import { DropdownMenu } from '../../shared/ui/dropdown-menu';
import { ImageWithFallback } from '../../shared/ui/image-with-fallback';
import styles from './layout.module.css';

/**
 * Signed in: the avatar menu, with the stored name and the default avatar until the profile
 * arrives (a slow network must not offer Login / Sign up to someone signed in); otherwise the
 * Login / Sign up button.
 */
export function AccountMenu() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const profile = session.profile;
  const name = signedInName(session);
  if (!name) {
    return (
      <Link to={paths.login} className={buttonClassName('primary')}>
        <Trans>Login / Sign up</Trans>
      </Link>
    );
  }
  const items = [
    { label: t`My Profile`, onSelect: () => navigate(paths.user(name)) },
    { label: t`Messages`, onSelect: () => navigate(paths.messages) },
    ...(session.isManager
      ? [{ label: t`Admin Dashboard`, onSelect: () => navigate(paths.admin(name)) }]
      : []),
    { label: t`Logout`, onSelect: () => session.logout() },
  ];
  return (
    <DropdownMenu
      // The visible name starts the accessible name, so "click demo_traveller" works by voice.
      label={t`${name}: account menu`}
      triggerClassName={styles.avatarButton}
      trigger={
        <>
          <ImageWithFallback
            src={profile?.avatar?.url || DEFAULT_AVATAR.url}
            alt=""
            fallback={DEFAULT_AVATAR}
            media={profile?.avatar}
            width={34}
            height={34}
            className={styles.avatar}
          />
          <span>{name}</span>
        </>
      }
      items={items}
    />
  );
}
