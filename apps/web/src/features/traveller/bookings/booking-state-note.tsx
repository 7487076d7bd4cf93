import { formatMoment, type Booking } from '@holidaze/domain';
import styles from './bookings.module.css';
import ui from '../../../shared/ui/ui.module.css';

/** What became of a booking that is not simply confirmed, in the traveller's words. */
export default function BookingStateNote({ booking }: { booking: Booking }) {
  const message = booking.hostMessage ? `: “${booking.hostMessage}”` : '.';
  switch (booking.status) {
    case 'requested':
      return (
        <p className={`${ui.requestNote} ${styles.requestNote}`} role="note">
          <strong>Waiting for the host’s answer</strong>
          {booking.expiresAt ? ` until ${formatMoment(booking.expiresAt)}` : ''}. The nights are
          held for you until then.
        </p>
      );
    case 'declined':
      return (
        <p className={styles.cancellation} role="note">
          <strong>Declined by the host</strong>
          {message}
        </p>
      );
    case 'expired':
      return (
        <p className={styles.cancellation} role="note">
          <strong>Expired</strong>: the host did not answer in time, so nothing was booked.
        </p>
      );
    case 'cancelled':
      // A cancelled booking has its moment; a withdrawn request never held one.
      return booking.cancelledAt ? (
        <p className={styles.cancellation} role="note">
          <strong>Cancelled</strong>: you cancelled this booking on{' '}
          {formatMoment(booking.cancelledAt)}.
        </p>
      ) : (
        <p className={styles.cancellation} role="note">
          <strong>Withdrawn</strong>: you withdrew this request.
        </p>
      );
    case 'cancelledByHost':
      return (
        <p className={styles.cancellation} role="note">
          <strong>Cancelled by host</strong>
          {booking.cancellationReason ? `: ${booking.cancellationReason}` : '.'}
        </p>
      );
    default:
      return null;
  }
}
