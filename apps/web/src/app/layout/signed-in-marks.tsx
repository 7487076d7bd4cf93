import { lazy, Suspense } from 'react';
import { useLiveStatus } from '../../shared/live/live-status';
import { useUnreadMessages } from '../../shared/api/conversations';
import { useUnreadCount } from '../../shared/api/notifications';
import { HeaderMark } from './header-mark';
import styles from './layout.module.css';

// The stream's client and the contract's schemas (zod) load after the marks are on screen.
const LiveConnection = lazy(() => import('./live-connection'));

/**
 * What the header shows only to someone signed in: the inbox and the bell, both marked from the
 * tab's live stream, which this opens (one per tab) and closes at sign-out.
 */
export default function SignedInMarks() {
  const streamOpen = useLiveStatus() === 'open';
  const unreadMessages = useUnreadMessages(true, streamOpen).data ?? 0;
  const unreadNotifications = useUnreadCount(true, streamOpen).data ?? 0;
  return (
    <div className={styles.marks}>
      <Suspense fallback={null}>
        <LiveConnection />
      </Suspense>
      <HeaderMark mark="messages" unread={unreadMessages} />
      <HeaderMark mark="notifications" unread={unreadNotifications} />
    </div>
  );
}
