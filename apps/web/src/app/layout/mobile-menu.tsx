import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../shared/routes';
import { useSession } from '../../shared/session';
import { Button, LogoMark } from '../../shared/ui';
import { NAV_LINKS } from './nav-links';
import styles from './layout.module.css';

/** The slide-in side menu that replaces the header links below 600 px. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const session = useSession();
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => onClose(), [location.pathname, onClose]);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  const name = session.profile?.name;
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id="mobile-menu"
        className={styles.sideMenu}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
      >
        <div className={styles.sideHeader}>
          <span className={styles.logo}>
            <LogoMark size={28} /> Holidaze
          </span>
          <Button variant="ghost" aria-label="Close menu" onClick={onClose}>
            ×
          </Button>
        </div>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={styles.navLink} end>
            {link.label}
          </NavLink>
        ))}
        {session.isLoggedIn && name ? (
          <>
            <NavLink to={paths.user(name)} className={styles.navLink}>
              My Profile
            </NavLink>
            {session.isManager && (
              <NavLink to={paths.admin(name)} className={styles.navLink}>
                Admin Dashboard
              </NavLink>
            )}
            <Button variant="ghost" onClick={() => session.logout()}>
              Logout
            </Button>
          </>
        ) : (
          <NavLink to={paths.login} className={styles.navLink}>
            Login / Sign up
          </NavLink>
        )}
      </div>
    </>
  );
}
