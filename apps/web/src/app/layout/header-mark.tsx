import { Link } from 'react-router';
import styles from './layout.module.css';

/**
 * A header link with its unread count (the bell, the inbox): the count is in its name for a
 * screen reader and in a badge for the eye.
 */
export function HeaderMark({
  to,
  name,
  icon,
  unread,
}: {
  to: string;
  name: string;
  /** The 24 × 24 outline's path. */
  icon: string;
  unread: number;
}) {
  const label = unread === 0 ? name : `${name}, ${unread} unread`;
  return (
    <Link to={to} className={styles.bell} aria-label={label} title={label}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none">
        <path
          d={icon}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 && (
        <span className={styles.bellCount} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
