import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AppNotification } from '@holidaze/domain';
import { formatDeadline, formatMoment } from '../../shared/i18n';
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
  const { t } = useLingui();
  usePageTitle(
    t`Notifications`,
    t`Your Holidaze notifications: requests, bookings and cancellations.`,
  );
  const list = useNotifications();
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = list.data?.pages[0]?.meta.unreadCount ?? 0;

  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <div className={ui.headRow}>
        <h1 id="notifications-title">
          <Trans>Notifications</Trans>
        </h1>
        {unread > 0 && (
          <Button
            variant="secondary"
            onClick={() => markRead.mutate(undefined)}
            loading={markRead.isPending}
          >
            <Trans>Mark all as read</Trans>
          </Button>
        )}
      </div>
      <p className={styles.summary} role="status">
        {list.isSuccess &&
          (unread === 0 ? t`All read.` : plural(unread, { one: '# unread.', other: '# unread.' }))}
      </p>
      {list.isPending && <Spinner label={t`Loading notifications`} />}
      {list.isError && (
        <Alert>{apiErrorMessage(list.error, t`Your notifications could not be loaded.`)}</Alert>
      )}
      {list.isSuccess && items.length === 0 && (
        <EmptyState>
          <p>
            <Trans>
              <strong>No notifications yet.</strong> When a booking is made, requested, answered or
              cancelled, you will find it here.
            </Trans>
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
          <Trans>Show more</Trans>
        </Button>
      )}
    </section>
  );
}

function NotificationItem({ item }: { item: AppNotification }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const refresh = useRefreshNotifications();
  const markRead = useMarkRead();
  const open = (event: MouseEvent) => {
    if (item.read) return;
    event.preventDefault();
    markRead.mutate(item.id, { onSettled: () => void navigate(item.link) });
  };
  const awaitsAnswer = item.kind === 'requestReceived' && item.booking?.status === 'requested';
  const answerBy = item.booking?.answerBy;
  const deadline = answerBy ? formatDeadline(new Date(answerBy)) : undefined;
  return (
    <li className={`${styles.item} ${item.read ? '' : styles.unread}`}>
      <p className={styles.title}>
        {!item.read && <span className="visually-hidden">{t`Unread: `}</span>}
        <Link to={item.link} onClick={open}>
          {item.title}
        </Link>
      </p>
      <p className={styles.body}>
        {item.body}
        {awaitsAnswer && deadline && <> {t`Answer by ${deadline}.`}</>}
      </p>
      <p className={styles.time}>
        <time dateTime={item.created}>{formatMoment(item.created, { year: true })}</time>
      </p>
      {awaitsAnswer && item.booking && (
        <RequestAnswerButtons
          bookingId={item.booking.id}
          guest={t`the traveller`}
          venueName={item.title.replace(/^New booking request for /, '')}
          onAnswered={refresh}
        />
      )}
    </li>
  );
}
