import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDeadline, formatMoment, type AppNotification } from '@holidaze/domain';
import { apiErrorMessage } from '../../shared/api/http-client';
import { RequestAnswerButtons } from '../../shared/booking-requests/request-answer-buttons';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/page-title';
import { useMarkRead, useNotifications, useRefreshNotifications } from './api/notifications';
import styles from './notifications.module.css';
import ui from '../../shared/ui/ui.module.css';

/** Everything the signed-in person has been told, newest first, each leading to what it is about. */
export default function NotificationsPage() {
  usePageTitle(
    'Notifications',
    'Your Holidaze notifications: requests, bookings and cancellations.',
  );
  const list = useNotifications();
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = list.data?.pages[0]?.meta.unreadCount ?? 0;

  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <div className={ui.headRow}>
        <h1 id="notifications-title">Notifications</h1>
        {unread > 0 && (
          <Button
            variant="secondary"
            onClick={() => markRead.mutate(undefined)}
            loading={markRead.isPending}
          >
            Mark all as read
          </Button>
        )}
      </div>
      <p className={styles.summary} role="status">
        {list.isSuccess && (unread === 0 ? 'All read.' : `${unread} unread.`)}
      </p>
      {list.isPending && <Spinner label="Loading notifications" />}
      {list.isError && (
        <Alert>{apiErrorMessage(list.error, 'Your notifications could not be loaded.')}</Alert>
      )}
      {list.isSuccess && items.length === 0 && (
        <EmptyState>
          <p>
            <strong>No notifications yet.</strong> When a booking is made, requested, answered or
            cancelled, you will find it here.
          </p>
        </EmptyState>
      )}
      <ul className={styles.list}>
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
        >
          Show more
        </Button>
      )}
    </section>
  );
}

function NotificationItem({ item }: { item: AppNotification }) {
  const navigate = useNavigate();
  const refresh = useRefreshNotifications();
  const markRead = useMarkRead();
  const open = (event: MouseEvent) => {
    if (item.read) return;
    event.preventDefault();
    markRead.mutate(item.id, { onSettled: () => void navigate(item.link) });
  };
  const awaitsAnswer = item.kind === 'requestReceived' && item.booking?.status === 'requested';
  return (
    <li className={`${styles.item} ${item.read ? '' : styles.unread}`}>
      <p className={styles.title}>
        {!item.read && <span className="visually-hidden">Unread: </span>}
        <Link to={item.link} onClick={open}>
          {item.title}
        </Link>
      </p>
      <p className={styles.body}>
        {item.body}
        {awaitsAnswer && item.booking?.answerBy && (
          <> Answer by {formatDeadline(new Date(item.booking.answerBy))}.</>
        )}
      </p>
      <p className={styles.time}>
        <time dateTime={item.created}>{formatMoment(item.created, { year: true })}</time>
      </p>
      {awaitsAnswer && item.booking && (
        <RequestAnswerButtons
          bookingId={item.booking.id}
          guest="the traveller"
          venueName={item.title.replace(/^New booking request for /, '')}
          onAnswered={refresh}
        />
      )}
    </li>
  );
}
