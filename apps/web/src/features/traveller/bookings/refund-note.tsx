import { Trans, useLingui } from '@lingui/react/macro';
import { formatDeadline } from '../../../shared/i18n';
import { Spinner } from '../../../shared/ui/spinner';
import { useRefundPreview } from './api/refund-preview';
import { POLICY_WORDS } from './policy-terms';
import styles from './bookings.module.css';

/**
 * Before a traveller confirms a cancellation: what they will no longer owe (nothing was charged),
 * under which policy, and until when, in their own time zone, named. The policy's words and the
 * deadline both come from the domain's `refundDeadline`.
 */
export function RefundNote({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useLingui();
  const preview = useRefundPreview(bookingId, true);
  if (preview.isPending) return <Spinner label={t`Working out what you would owe`} />;
  if (!preview.data) {
    return (
      <p className={styles.hint} role="status">
        <Trans>
          What you would owe could not be worked out just now; the venue&apos;s cancellation policy
          applies.
        </Trans>
      </p>
    );
  }
  const { policy, refundDeadline, message, percent } = preview.data;
  const label = i18n._(POLICY_WORDS[policy].label);
  const summary = i18n._(POLICY_WORDS[policy].summary);
  const deadline = formatDeadline(new Date(refundDeadline));
  return (
    <div className={styles.refund} role="status">
      <p className={styles.refundAmount}>{message}</p>
      <p className={styles.hint}>
        <Trans>
          {label} policy: {summary}
        </Trans>{' '}
        {percent > 0 && t`These terms hold until ${deadline}, your time.`}
      </p>
    </div>
  );
}
