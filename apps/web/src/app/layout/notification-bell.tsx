import { Link } from 'react-router';
import { useUnreadCount } from '../../shared/api/notifications';
import { paths } from '../../shared/routes';
import styles from './layout.module.css';

/** The header's bell: a link to the notifications with the unread count from the live stream. */
export function NotificationBell({ streamOpen }: { streamOpen: boolean }) {
  const unread = useUnreadCount(true, streamOpen).data ?? 0;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <Link to={paths.notifications} className={styles.bell} aria-label={label} title={label}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none">
        <path
          d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10.3 20a2 2 0 0 0 3.4 0"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <UnreadBadge count={unread} />
    </Link>
  );
}

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.bellCount} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
