import { Link } from 'react-router';
import { useUnreadMessages } from '../../shared/api/conversations';
import { paths } from '../../shared/routes';
import { UnreadBadge } from './notification-bell';
import styles from './layout.module.css';

/** The header's link to the inbox, marked with the unread messages the live stream counts. */
export function MessagesMark({ streamOpen }: { streamOpen: boolean }) {
  const unread = useUnreadMessages(true, streamOpen).data ?? 0;
  const label = unread === 0 ? 'Messages' : `Messages, ${unread} unread`;
  return (
    <Link to={paths.messages} className={styles.bell} aria-label={label} title={label}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none">
        <path
          d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z"
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
