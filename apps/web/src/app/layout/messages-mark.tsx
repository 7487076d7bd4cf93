import { useUnreadMessages } from '../../shared/api/conversations';
import { paths } from '../../shared/routes';
import { HeaderMark } from './header-mark';

/** The header's link to the inbox, marked with the unread messages the live stream counts. */
export function MessagesMark({ streamOpen }: { streamOpen: boolean }) {
  return (
    <HeaderMark
      to={paths.messages}
      name="Messages"
      icon="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z"
      unread={useUnreadMessages(true, streamOpen).data ?? 0}
    />
  );
}
