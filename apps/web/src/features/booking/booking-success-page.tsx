import { Link, useLocation } from 'react-router';
import { formatDisplayDate, formatNok, nightsBetween } from '@holidaze/domain';
import { paths } from '../../shared/routes';
import { useSession } from '../../shared/session';
import { buttonClassName, usePageTitle } from '../../shared/ui';
import { readBookingConfirmation } from './confirmation-state';
import styles from './booking-success-page.module.css';

/** /booking-success — the stay just booked when the state says which, else a plain confirmation. */
export default function BookingSuccessPage() {
  usePageTitle('Booking Confirmed');
  const location = useLocation();
  const { username } = useSession();
  const booking = readBookingConfirmation(location.state);

  return (
    <section className={styles.page} aria-labelledby="booking-success-title">
      <div className={styles.card}>
        <div className={styles.badge} aria-hidden="true">
          ✓
        </div>
        <h1 id="booking-success-title" className={styles.title}>
          Booking Confirmed
        </h1>
        {booking ? (
          <>
            <p className={styles.lead}>
              Your stay at <strong>{booking.venueName}</strong> is booked. We look forward to
              welcoming you.
            </p>
            <dl className={styles.facts}>
              <div>
                <dt>Reference</dt>
                <dd>{booking.reference}</dd>
              </div>
              <div>
                <dt>Check-in</dt>
                <dd>{formatDisplayDate(booking.dateFrom)}</dd>
              </div>
              <div>
                <dt>Check-out</dt>
                <dd>{formatDisplayDate(booking.dateTo)}</dd>
              </div>
              <div>
                <dt>Nights</dt>
                <dd>{nightsBetween(booking.dateFrom, booking.dateTo)}</dd>
              </div>
              <div>
                <dt>Guests</dt>
                <dd>{booking.guests}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>{formatNok(booking.total)}</dd>
              </div>
            </dl>
          </>
        ) : (
          <p className={styles.lead}>
            Thank you for booking with Holidaze. Your booking is confirmed and you can find it, with
            all its details, among your bookings.
          </p>
        )}
        <div className={styles.links}>
          {username && (
            <Link className={buttonClassName('primary')} to={paths.user(username)}>
              My bookings
            </Link>
          )}
          <Link className={buttonClassName('secondary')} to={paths.browse()}>
            Browse venues
          </Link>
        </div>
      </div>
    </section>
  );
}
