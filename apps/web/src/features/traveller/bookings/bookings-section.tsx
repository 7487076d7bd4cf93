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
import styles from './bookings.module.css';

interface Props {
  title: string;
  emptyText: string;
  select(bookings: readonly Booking[], today: CalendarDate): Booking[];
}

/**
 * A tab of the user's bookings: loads them, picks its group, and lists them 3 a page. A link
 * from a mail or notification (`?booking=<id>`) shows its booking first, whichever group it is in.
 */
export function BookingsSection({ title, emptyText, select }: Props) {
  const headingId = useId();
  const linkedId = useId();
  const [params] = useSearchParams();
  const { username } = useTravellerArea();
  const query = useUserBookings(username);
  const today = todayLocal();
  const wanted = params.get('booking');
  const linked = wanted ? query.data?.find((booking) => booking.id === wanted) : undefined;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {linked && (
        <section className={styles.linked} aria-labelledby={linkedId}>
          <h2 id={linkedId} className={styles.sectionTitle}>
            The booking from your link
          </h2>
          <BookingCard booking={linked} status={bookingStatus(linked, today)} username={username} />
        </section>
      )}
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {query.isPending ? (
        <Spinner label="Loading bookings" />
      ) : query.isError ? (
        <Alert>{apiErrorMessage(query.error, 'Failed to fetch profile')}</Alert>
      ) : (
        <BookingList
          bookings={select(query.data, today)}
          statusOf={(booking) => bookingStatus(booking, today)}
          username={username}
          emptyText={emptyText}
          label={title}
        />
      )}
    </section>
  );
}
