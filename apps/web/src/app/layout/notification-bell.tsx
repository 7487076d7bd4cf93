import { useUnreadCount } from '../../shared/api/notifications';
import { paths } from '../../shared/routes';
import { HeaderMark } from './header-mark';

/** The header's bell: a link to the notifications with the unread count from the live stream. */
export function NotificationBell({ streamOpen }: { streamOpen: boolean }) {
  return (
    <HeaderMark
      to={paths.notifications}
      name="Notifications"
      icon="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10.3 20a2 2 0 0 0 3.4 0"
      unread={useUnreadCount(true, streamOpen).data ?? 0}
    />
  );
}
