import { Trans } from '@lingui/react/macro';
import type { Booking } from '@holidaze/domain';
import { formatMoment } from '../../../shared/i18n';
import styles from './bookings.module.css';
import ui from '../../../shared/ui/ui.module.css';

/** What became of a booking that is not simply confirmed, in the traveller's words. */
export default function BookingStateNote({ booking }: { booking: Booking }) {
  const { hostMessage, cancellationReason } = booking;
  switch (booking.status) {
    case 'requested': {
      const until = booking.expiresAt ? formatMoment(booking.expiresAt) : undefined;
      return (
        <p className={`${ui.requestNote} ${styles.requestNote}`} role="note">
          {until ? (
            <Trans>
              <strong>Waiting for the host’s answer</strong> until {until}. The nights are held for
              you until then.
            </Trans>
          ) : (
            <Trans>
              <strong>Waiting for the host’s answer</strong>. The nights are held for you until
              then.
            </Trans>
          )}
        </p>
      );
    }
    case 'declined':
      return (
        <p className={styles.cancellation} role="note">
          {hostMessage ? (
            <Trans>
              <strong>Declined by the host</strong>: “{hostMessage}”
            </Trans>
          ) : (
            <Trans>
              <strong>Declined by the host</strong>.
            </Trans>
          )}
        </p>
      );
    case 'expired':
      return (
        <p className={styles.cancellation} role="note">
          <Trans>
            <strong>Expired</strong>: the host did not answer in time, so nothing was booked.
          </Trans>
        </p>
      );
    case 'cancelled': {
      // A cancelled booking has its moment; a withdrawn request never held one.
      const when = booking.cancelledAt ? formatMoment(booking.cancelledAt) : undefined;
      return when ? (
        <p className={styles.cancellation} role="note">
          <Trans>
            <strong>Cancelled</strong>: you cancelled this booking on {when}.
          </Trans>
        </p>
      ) : (
        <p className={styles.cancellation} role="note">
          <Trans>
            <strong>Withdrawn</strong>: you withdrew this request.
          </Trans>
        </p>
      );
    }
    case 'cancelledByHost':
      return (
        <p className={styles.cancellation} role="note">
          {cancellationReason ? (
            <Trans>
              <strong>Cancelled by host</strong>: {cancellationReason}
            </Trans>
          ) : (
            <Trans>
              <strong>Cancelled by host</strong>.
            </Trans>
          )}
        </p>
      );
    default:
      return null;
  }
}
