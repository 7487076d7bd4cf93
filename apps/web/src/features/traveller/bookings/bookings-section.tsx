import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { bookingStatus, todayLocal, type Booking, type CalendarDate } from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useUserBookings } from './api/user-bookings';
import { useTravellerArea } from '../layout/traveller-context';
import { BookingCard } from './booking-card';
import { BookingList } from './booking-list';
import { historyBookings, requestedBookings, upcomingBookings } from './group-bookings';
import styles from './bookings.module.css';
import ui from '../../../shared/ui/ui.module.css';

type Select = (bookings: readonly Booking[], today: CalendarDate) => Booking[];

interface Tab {
  title: MessageDescriptor;
  emptyText: MessageDescriptor;
  select: Select;
  /** Requests still waiting for their answer, listed apart above the bookings (Upcoming). */
  requests?: Select;
}

/** The area's two tabs of bookings: what each is called, says when empty, and lists. */
const TABS = {
  upcoming: {
    title: msg`Upcoming Bookings`,
    emptyText: msg`You have no upcoming bookings.`,
    select: upcomingBookings,
    requests: requestedBookings,
  },
  history: {
    title: msg`Booking History`,
    emptyText: msg`No past or ongoing bookings.`,
    select: historyBookings,
  },
} satisfies Record<string, Tab>;

/**
 * A tab of the user's bookings: loads them, picks its group, and lists them 3 a page. A link
 * from a mail or notification (`?booking=<id>`) shows its booking first, whichever group it is in.
 */
export function BookingsSection({ tab }: { tab: keyof typeof TABS }) {
  const { t, i18n } = useLingui();
  const { select, requests }: Tab = TABS[tab];
  const title = i18n._(TABS[tab].title);
  const emptyText = i18n._(TABS[tab].emptyText);
  const requestsTitle = t`Waiting for the host`;
  const headingId = useId();
  const linkedId = useId();
  const requestsId = useId();
  const [params] = useSearchParams();
  const { username } = useTravellerArea();
  const query = useUserBookings(username);
  const today = todayLocal();
  const wanted = params.get('booking');
  const listed = query.data ? select(query.data, today) : [];
  const waiting = query.data && requests ? requests(query.data, today) : [];
  // The linked booking is marked on its page of this tab's list; shown on its own only when it
  // belongs to another tab.
  const inLists = [...listed, ...waiting].some((booking) => booking.id === wanted);
  const linked =
    wanted && !inLists ? query.data?.find((booking) => booking.id === wanted) : undefined;
  const statusOf = (booking: Booking) => bookingStatus(booking, today);

  return (
    <section className={ui.stack4} aria-labelledby={headingId}>
      {linked && (
        <section className={styles.linked} aria-labelledby={linkedId}>
          <h2 id={linkedId} className={styles.sectionTitle}>
            {t`The booking from your link`}
          </h2>
          <BookingCard booking={linked} status={bookingStatus(linked, today)} username={username} />
        </section>
      )}
      {waiting.length > 0 && (
        <section className={styles.linked} aria-labelledby={requestsId}>
          <h2 id={requestsId} className={styles.sectionTitle}>
            {requestsTitle}
          </h2>
          <BookingList
            bookings={waiting}
            statusOf={statusOf}
            username={username}
            emptyText=""
            label={requestsTitle}
            pageParam="requestsPage"
            linkedId={wanted}
          />
        </section>
      )}
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {query.isPending ? (
        <Spinner label={t`Loading bookings`} />
      ) : query.isError ? (
        <Alert>{apiErrorMessage(query.error, t`Failed to fetch profile`)}</Alert>
      ) : (
        <BookingList
          bookings={listed}
          statusOf={statusOf}
          username={username}
          emptyText={emptyText}
          label={title}
          linkedId={wanted}
        />
      )}
    </section>
  );
}
