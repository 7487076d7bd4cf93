import { CANCELLATION_POLICY_TERMS, formatDeadline } from '@holidaze/domain';
import { Spinner } from '../../../shared/ui/spinner';
import { useRefundPreview } from './api/refund-preview';
import styles from './bookings.module.css';

/**
 * Before a traveller confirms a cancellation: what they will no longer owe (nothing was charged),
 * under which policy, and until when, in their own time zone, named. The policy's words and the
 * deadline both come from the domain's `refundDeadline`.
 */
export function RefundNote({ bookingId }: { bookingId: string }) {
  const preview = useRefundPreview(bookingId, true);
  if (preview.isPending) return <Spinner label="Working out what you would owe" />;
  if (!preview.data) {
    return (
      <p className={styles.hint} role="status">
        What you would owe could not be worked out just now; the venue&apos;s cancellation policy
        applies.
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
          `These terms hold until ${formatDeadline(new Date(refundDeadline))}, your time.`}
      </p>
    </div>
  );
}
