import { CANCELLATION_POLICY_TERMS } from '@holidaze/domain';
import { Spinner } from '../../../shared/ui/spinner';
import { useRefundPreview } from './api/refund-preview';
import styles from './bookings.module.css';

const deadlineFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Before a traveller confirms a cancellation: what it gives back, and under which policy. */
export function RefundNote({ bookingId }: { bookingId: string }) {
  const preview = useRefundPreview(bookingId, true);
  if (preview.isPending) return <Spinner label="Working out your refund" />;
  if (!preview.data) {
    return (
      <p className={styles.hint} role="status">
        The refund could not be worked out just now; the venue&apos;s cancellation policy applies.
      </p>
    );
  }
  const { policy, refundDeadline, message, percent } = preview.data;
  const terms = CANCELLATION_POLICY_TERMS[policy];
  return (
    <div className={styles.refund} role="status">
      <p className={styles.refundAmount}>{message}</p>
      <p className={styles.hint}>
        {terms.label} policy: {terms.summary}{' '}
        {percent > 0 &&
          `This refund holds until ${deadlineFormat.format(new Date(refundDeadline))}.`}
      </p>
    </div>
  );
}
