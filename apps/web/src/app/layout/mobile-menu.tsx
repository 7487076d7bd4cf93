import { useEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../shared/routes';
import { signedInName, useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { LogoMark } from '../../shared/ui/logo-mark';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS } from './nav-links';
import styles from './layout.module.css';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Tab and Shift+Tab wrap inside the panel while it is open. */
function trapTab(event: KeyboardEvent, panel: HTMLElement | null) {
  const items = [...(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface MobileMenuProps {
  open: boolean;
  onClose(): void;
  /** Where focus goes back when the menu closes: the hamburger button. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The slide-in side menu that replaces the header links below 900 px (layout.module.css). */
export default function MobileMenu({ open, onClose, returnFocusTo }: MobileMenuProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // A link followed from the menu closes it (it mounts when opened: not on that first path).
  const openedOn = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== openedOn.current) onClose();
  }, [location.pathname, onClose]);
  useEffect(() => {
    if (!open) return;
    const opener = returnFocusTo.current;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Tab') trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the hamburger, also after a link closed the menu, so keyboard users keep their place.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, onClose, returnFocusTo]);

  if (!open) return null;
  const name = signedInName(session);
  // Portalled to <body>: the header's backdrop-filter would otherwise make it the containing block
  // of these fixed elements and clip the panel to the header's height.
  return createPortal(
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id="mobile-menu"
        className={styles.sideMenu}
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
      >
        <div className={styles.sideHeader}>
          <span className="site-logo">
            <LogoMark size={28} /> Holidaze
          </span>
          <Button variant="ghost" aria-label={t`Close menu`} onClick={onClose}>
            ×
          </Button>
        </div>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={styles.navLink} end>
            {i18n._(link.label)}
          </NavLink>
        ))}
        <LanguageSwitch className={styles.navLink} />
        {name ? (
          <>
            <NavLink to={paths.user(name)} className={styles.navLink}>
              <Trans>My Profile</Trans>
            </NavLink>
            <NavLink to={paths.messages} className={styles.navLink}>
              <Trans>Messages</Trans>
            </NavLink>
            {session.isManager && (
              <NavLink to={paths.admin(name)} className={styles.navLink}>
                <Trans>Admin Dashboard</Trans>
              </NavLink>
            )}
            <Button variant="ghost" onClick={() => session.logout()}>
              <Trans>Logout</Trans>
            </Button>
          </>
        ) : (
          <NavLink to={paths.login} className={styles.navLink}>
            <Trans>Login / Sign up</Trans>
          </NavLink>
        )}
      </div>
    </>,
    document.body,
  );
}
