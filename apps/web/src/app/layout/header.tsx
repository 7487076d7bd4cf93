import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { paths } from '../../shared/routes';
import { useSession } from '../../shared/session';
import { LogoMark } from '../../shared/ui/logo-mark';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS } from './nav-links';
import styles from './layout.module.css';
import './site-header.css';

// The side menu loads when it is first opened (phones), not with every page.
const MobileMenu = lazy(() => import('./mobile-menu'));
// Only signed-in people have messages and notifications: their marks and the live stream that
// keeps them current load with them, not with every page.
const SignedInMarks = lazy(() => import('./signed-in-marks'));

export function Header() {
  const { t, i18n } = useLingui();
  const { isLoggedIn } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={paths.home} className="site-logo" aria-label={t`Holidaze home`}>
          <LogoMark size={32} />
          Holidaze
        </Link>
        <nav className={styles.nav} aria-label={t`Main`}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={styles.navLink} end>
              {i18n._(link.label)}
            </NavLink>
          ))}
        </nav>
        {isLoggedIn && (
          <Suspense fallback={null}>
            <SignedInMarks />
          </Suspense>
        )}
        <div className={styles.account}>
          <LanguageSwitch className={styles.navLink} />
          <AccountMenu />
        </div>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuToggle}
          aria-label={t`Open menu`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          ☰
        </button>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open onClose={closeMenu} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
