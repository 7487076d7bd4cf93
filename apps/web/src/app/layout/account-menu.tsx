import { DEFAULT_AVATAR } from '@holidaze/domain';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../shared/routes';
import { useSession } from '../../shared/session';
import { buttonClassName } from '../../shared/ui/button';
import { DropdownMenu } from '../../shared/ui/dropdown-menu';
import { ImageWithFallback } from '../../shared/ui/image-with-fallback';
import styles from './layout.module.css';

/** Logged in (profile loaded): the avatar menu; otherwise the Login / Sign up button. */
export function AccountMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const profile = session.profile;
  if (!session.isLoggedIn || !profile) {
    return (
      <Link to={paths.login} className={buttonClassName('primary')}>
        Login / Sign up
      </Link>
    );
  }
  const items = [
    { label: 'My Profile', onSelect: () => navigate(paths.user(profile.name)) },
    ...(session.isManager
      ? [{ label: 'Admin Dashboard', onSelect: () => navigate(paths.admin(profile.name)) }]
      : []),
    { label: 'Logout', onSelect: () => session.logout() },
  ];
  return (
    <DropdownMenu
      // The visible name starts the accessible name, so "click demo_traveller" works by voice.
      label={`${profile.name}: account menu`}
      triggerClassName={styles.avatarButton}
      trigger={
        <>
          <ImageWithFallback
            src={profile.avatar?.url || DEFAULT_AVATAR.url}
            alt=""
            fallback={DEFAULT_AVATAR}
            width={34}
            height={34}
            className={styles.avatar}
          />
          <span>{profile.name}</span>
        </>
      }
      items={items}
    />
  );
}
