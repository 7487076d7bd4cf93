import { useLiveStatus } from '../../shared/live/live-status';
import { useLiveEvents } from '../../shared/live/use-live-events';
import { signedInName, useSession } from '../../shared/session';
import { MessagesMark } from './messages-mark';
import { NotificationBell } from './notification-bell';
import styles from './layout.module.css';

/**
 * What the header shows only to someone signed in: the inbox and the bell, both marked from the
 * tab's live stream, which this opens (one per tab) and closes at sign-out.
 */
export default function SignedInMarks() {
  const session = useSession();
  useLiveEvents(session.token, signedInName(session));
  const streamOpen = useLiveStatus() === 'open';
  return (
    <div className={styles.marks}>
      <MessagesMark streamOpen={streamOpen} />
      <NotificationBell streamOpen={streamOpen} />
    </div>
  );
}
