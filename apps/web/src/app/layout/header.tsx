import { useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../shared/routes';
import { LogoMark } from '../../shared/ui';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import styles from './layout.module.css';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.home} className={styles.logo} aria-label="Holidaze home">
          <LogoMark size={32} />
          Holidaze
        </Link>
        <nav className={styles.nav} aria-label="Main">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={styles.navLink} end>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          <AccountMenu />
        </div>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuToggle}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          ☰
        </button>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} returnFocusTo={menuButton} />
    </header>
  );
}
