import { lazy, Suspense } from 'react';
import { useLiveStatus } from '../../shared/live/live-status';
import { MessagesMark } from './messages-mark';
import { NotificationBell } from './notification-bell';
import styles from './layout.module.css';

// The stream's client and the contract's schemas (zod) load after the marks are on screen.
const LiveConnection = lazy(() => import('./live-connection'));

/**
 * What the header shows only to someone signed in: the inbox and the bell, both marked from the
 * tab's live stream, which this opens (one per tab) and closes at sign-out.
 */
export default function SignedInMarks() {
  const streamOpen = useLiveStatus() === 'open';
  return (
    <div className={styles.marks}>
      <Suspense fallback={null}>
        <LiveConnection />
      </Suspense>
      <MessagesMark streamOpen={streamOpen} />
      <NotificationBell streamOpen={streamOpen} />
    </div>
  );
}
